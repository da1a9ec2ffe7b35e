import { schema } from '@tranche/db';
import { and, eq } from 'drizzle-orm';
import type { Container } from '../../container';
import { sendMailJob } from '../../jobs/send-mail.job';

export interface AccountNotice {
  accountId: string;
  /** Spec §3's notification types (NEW_CSV_IMPORT, …) plus ACCOUNT_APPROVED / ACCOUNT_REJECTED. */
  type: string;
  payload?: Record<string, unknown>;
  externalId?: string;
  /** Also mailed to every active user of the company, in each user's language. */
  mail?: (language: string) => { subject: string; text: string };
}

/**
 * Tells a company something: an in-app notification row, a realtime push to its users, and
 * optionally a mail to each of its active users (through the mail job, so a slow SMTP server
 * never holds up the request).
 */
/** What telling a company needs. */
export type NotifyDeps = Pick<Container, 'database' | 'realtime' | 'jobs'>;

export async function notifyAccount(container: NotifyDeps, notice: AccountNotice): Promise<void> {
  const { db } = container.database;
  const [row] = await db
    .insert(schema.notifications)
    .values({
      accountId: notice.accountId,
      type: notice.type,
      payload: notice.payload ?? {},
      externalId: notice.externalId ?? null,
    })
    .returning();
  container.realtime?.toCompany(notice.accountId, 'notification', row);
  if (!notice.mail) return;
  const users = await db
    .select({ email: schema.profiles.email, language: schema.profiles.language })
    .from(schema.profiles)
    .where(and(eq(schema.profiles.accountId, notice.accountId), eq(schema.profiles.status, 'ACTIVE')));
  for (const user of users) {
    await container.jobs.send(sendMailJob, { to: user.email, ...notice.mail(user.language) });
  }
}
