import { normaliseAllowedTradePercent, percentToHundredths } from '@tranche/domain';
import type { Container } from '../../container';
import { badRequest, notFound } from '../../lib/app-error';
import { mailText } from '../../lib/mail-text';
import { notifyAccount } from '../notifications/notify';
import { type AccountRow, findAccount, listAccountsByReview, updateAccount } from './accounts.repo';
import { findProfileByEmail } from './profiles.repo';

/** The operator's decisions on accounts (spec §1, §6): approval lifts the review gate. */
export async function approveAccount(
  container: Container,
  accountId: string,
  by: string,
): Promise<AccountRow> {
  const account = await findAccount(container.database.db, accountId);
  if (!account) throw notFound('No such account');
  const approved = await updateAccount(container.database.db, accountId, {
    reviewStatus: 'APPROVED',
    reviewedAt: new Date(),
    reviewedBy: by,
    reviewNote: null,
  });
  await notifyAccount(container, {
    accountId,
    type: 'ACCOUNT_APPROVED',
    mail: (language) =>
      mailText(language, 'accountApproved', {
        company: approved.companyName ?? '—',
        url: container.env.PUBLIC_URL,
      }),
  });
  return approved;
}

export async function rejectAccount(
  container: Container,
  accountId: string,
  by: string,
  note: string,
): Promise<AccountRow> {
  const account = await findAccount(container.database.db, accountId);
  if (!account) throw notFound('No such account');
  const rejected = await updateAccount(container.database.db, accountId, {
    reviewStatus: 'REJECTED',
    reviewedAt: new Date(),
    reviewedBy: by,
    reviewNote: note,
  });
  await notifyAccount(container, {
    accountId,
    type: 'ACCOUNT_REJECTED',
    payload: { note },
    mail: (language) =>
      mailText(language, 'accountRejected', { company: rejected.companyName ?? '—', reason: note }),
  });
  return rejected;
}

export const listPendingAccounts = (container: Container) =>
  listAccountsByReview(container.database.db, 'PENDING');

export async function setAllowedTradePercent(container: Container, accountId: string, value: number) {
  const account = await findAccount(container.database.db, accountId);
  if (!account) throw notFound('No such account');
  if (account.kind !== 'CLIENT') throw badRequest('NOT_A_CLIENT', 'Only clients have a trade percentage.');
  const percent = normaliseAllowedTradePercent(value);
  if (percent > 100) throw badRequest('VALIDATION', 'allowedTradePercent: must be at most 100');
  return updateAccount(container.database.db, accountId, {
    allowedTradePercentHundredths: percentToHundredths(percent),
  });
}

/** The account of a user, by the user's email (for the operator's command line). */
export async function accountIdOfEmail(container: Container, email: string): Promise<string> {
  const profile = await findProfileByEmail(container.database.db, email);
  if (!profile?.accountId) throw notFound(`No company for ${email}`);
  return profile.accountId;
}
