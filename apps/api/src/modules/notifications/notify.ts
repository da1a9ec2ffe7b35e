import { ALWAYS_MAILED_TYPES, DEFAULT_MAIL_TYPES, EXCLUDED_NOTIFICATION_TYPES } from '@tranche/contracts';
import type { Container } from '../../container';
import { sendMailJob } from '../../jobs/send-mail.job';
import { noticeMail } from './notice-mail';
import { notificationView } from './notification-view';
import { companyRecipients, insertNotification } from './notifications.repo';

type MailText = (language: string) => { subject: string; text: string };

export interface AccountNotice {
  accountId: string;
  /** Spec §3's notification types (NEW_CSV_IMPORT, …) plus the marketplace's and ACCOUNT_APPROVED / _REJECTED. */
  type: string;
  /** Only this user of the company sees it; otherwise every user of the company. */
  userSub?: string;
  payload?: Record<string, unknown>;
  externalId?: string;
  /**
   * The mail of this notice, in each user's language; without one, users who chose the type get
   * a short mail linking to its screen. `false`: the producer asked for no mail at all.
   */
  mail?: MailText | false;
}

/** What telling a company needs. */
export type NotifyDeps = Pick<Container, 'database' | 'realtime' | 'jobs' | 'env'>;

const isAlwaysMailed = (type: string) => (ALWAYS_MAILED_TYPES as readonly string[]).includes(type);
const isExcluded = (type: string) => (EXCLUDED_NOTIFICATION_TYPES as readonly string[]).includes(type);

/** Whether a user with this mail choice (null: never chose) gets a mail of this type. */
export function wantsMail(type: string, chosen: readonly string[] | null): boolean {
  if (isAlwaysMailed(type)) return true;
  const mailed: readonly string[] = chosen ?? DEFAULT_MAIL_TYPES;
  return mailed.includes(type);
}

/**
 * Tells a company something: an in-app notification row, a realtime push to its users (the
 * excluded kinds of spec §9 are stored but never shown), and a mail to each active user who
 * chose this type (through the mail job, so a slow SMTP server never holds up the request).
 */
export async function notifyAccount(deps: NotifyDeps, notice: AccountNotice): Promise<void> {
  const { db } = deps.database;
  const row = await insertNotification(db, {
    accountId: notice.accountId,
    userSub: notice.userSub ?? null,
    type: notice.type,
    payload: notice.payload ?? {},
    externalId: notice.externalId ?? null,
  });
  if (!isExcluded(notice.type)) {
    const view = notificationView(row);
    if (notice.userSub) deps.realtime?.toUser(notice.userSub, 'notification', view);
    else deps.realtime?.toCompany(notice.accountId, 'notification', view);
  }
  if (notice.mail === false) return;
  // Account decisions are mails the operator sends whatever the user chose; without a text, none.
  if (isAlwaysMailed(notice.type) && !notice.mail) return;
  const recipients = await companyRecipients(
    db,
    notice.accountId,
    notice.userSub ? [notice.userSub] : undefined,
  );
  for (const user of recipients) {
    if (!wantsMail(notice.type, user.mailTypes)) continue;
    const mail = notice.mail
      ? notice.mail(user.language)
      : noticeMail(user.language, notice.type, deps.env.PUBLIC_URL);
    await deps.jobs.send(sendMailJob, { to: user.email, ...mail });
  }
}
