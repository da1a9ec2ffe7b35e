import type { CsvImportKind } from '@tranche/contracts';
import { mailLabel, mailText } from '../../lib/mail-text';

/** The operator's decision on an import, as a mail in the recipient's language. */
export function importDecisionMail(
  language: string,
  decision: 'approved' | 'rejected',
  facts: { kind: CsvImportKind; rowCount: number; fileName: string | null; reason?: string | null },
): { subject: string; text: string } {
  return mailText(language, decision === 'approved' ? 'importApproved' : 'importRejected', {
    what: mailLabel(language, facts.kind),
    rows: facts.rowCount,
    file: facts.fileName ? mailLabel(language, 'fromFile', { name: facts.fileName }) : '',
    reason: facts.reason ?? '',
  });
}
