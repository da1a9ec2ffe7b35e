import type { CsvImportKind } from '@tranche/contracts';
import { schema } from '@tranche/db';
import { and, eq } from 'drizzle-orm';
import type { Container } from '../../container';
import { sendMailJob } from '../../jobs/send-mail.job';

type Language = 'en' | 'de';
type Decision = 'approved' | 'rejected';

const WHAT: Record<Language, Record<CsvImportKind, string>> = {
  en: { subscriptions: 'subscription', payments: 'payment', customers: 'customer' },
  de: { subscriptions: 'Abonnement', payments: 'Zahlungs', customers: 'Kunden' },
};

/** The decision mails, in the recipient's language (English is the spec's text and the fallback). */
export function importDecisionMail(
  language: string,
  decision: Decision,
  facts: { kind: CsvImportKind; rowCount: number; fileName: string | null; reason?: string | null },
): { subject: string; text: string } {
  const lang: Language = language === 'de' ? 'de' : 'en';
  const what = WHAT[lang][facts.kind];
  const file = facts.fileName
    ? lang === 'de'
      ? ` aus „${facts.fileName}“`
      : ` from "${facts.fileName}"`
    : '';
  if (lang === 'de') {
    return decision === 'approved'
      ? {
          subject: `Ihr ${what}-Import wurde freigegeben`,
          text: `Ihr Import von ${facts.rowCount} Zeilen${file} wurde geprüft und freigegeben. Die Daten sind jetzt in Tranche sichtbar.`,
        }
      : {
          subject: `Ihr ${what}-Import wurde abgelehnt`,
          text: `Ihr Import${file} wurde geprüft und abgelehnt.\n\nBegründung: ${facts.reason ?? ''}\n\nSie können die Datei korrigieren und erneut importieren.`,
        };
  }
  return decision === 'approved'
    ? {
        subject: `Your ${what} import was approved`,
        text: `Your import of ${facts.rowCount} rows${file} was reviewed and approved. The data now shows in Tranche.`,
      }
    : {
        subject: `Your ${what} import was rejected`,
        text: `Your import${file} was reviewed and rejected.\n\nReason: ${facts.reason ?? ''}\n\nYou can correct the file and import it again.`,
      };
}

/** Mails the decision to every active user of the company, each in their language. */
export async function mailImportDecision(
  container: Container,
  accountId: string,
  decision: Decision,
  facts: Parameters<typeof importDecisionMail>[2],
): Promise<void> {
  const { profiles } = schema;
  const users = await container.database.db
    .select({ email: profiles.email, language: profiles.language })
    .from(profiles)
    .where(and(eq(profiles.accountId, accountId), eq(profiles.status, 'ACTIVE')));
  for (const user of users) {
    await container.jobs.send(sendMailJob, {
      to: user.email,
      ...importDecisionMail(user.language, decision, facts),
    });
  }
}
