import { schema } from '@tranche/db';
import { addDays, addMonths } from '@tranche/domain';
import { isSandbox } from '@tranche/providers';
import { eq } from 'drizzle-orm';
import { createActor, createCompanyActor } from '../../../test/actors';
import type { TestApp } from '../../../test/test-app';
import { codatLinkPassed, connectCodat } from '../../accounting/accounting-connect.service';
import type { AccountCaller } from '../../accounts/account-context';
import { findAccount, insertAccount } from '../../accounts/accounts.repo';
import { ensureProfile, findProfile, updateProfile } from '../../accounts/profiles.repo';
import { approveAccount } from '../../accounts/review.service';
import { connectBank, consentPassed } from '../../banking/bank-connect.service';
import { seedDemoMarket } from '../../demo/demo-market';
import { syncIntegration } from '../../integrations/integration-sync';
import { recomputeRating } from '../../rating/rating.service';
import { seedDemoSubscriptions } from '../../subscriptions/demo-subscriptions';
import { EVALUATION } from './evaluate';

/**
 * The evaluation company's id, fixed: the sandbox bank and accounting generate their company from
 * the connected company's id (integration-view `sandboxIdentity`), so a fixed id gives the same
 * bank and books on every run.
 */
export const EVALUATION_ACCOUNT_ID = '7e0a1c5d-2b3f-4c6e-9a8d-0f1e2d3c4b5a';

/**
 * The client's transfers arrived on time up to a month and a day before the evaluation's day: the
 * instalment due a month before it stays unpaid (overdue on the day), the one due on the day is
 * due, the later ones are scheduled.
 */
export const TRANSFERS_ARRIVE_UNTIL = addDays(addMonths(EVALUATION.today, -1), -1);

/**
 * The sandbox bank and accounting connected as a user connects them (demo-seed.ts), and each synced
 * at once through the service the sync job calls. A sandbox generates its data for the day the
 * connection was made (`connected_at`, the database's clock): that day is set to the evaluation's
 * day before the first sync, so the bank and the books are those of the evaluation's day, whatever
 * the machine's date. The bank consent keeps the end the sandbox gave it (90 days after the real
 * day of connecting), so it neither lapses nor expires soon while the evaluation runs.
 */
async function connectSandboxes(t: TestApp, accountId: string): Promise<void> {
  const { container } = t;
  const { settings } = container.providers;
  if (!isSandbox('nordigen', settings) || !isSandbox('codat', settings))
    throw new Error('the evaluation company needs the sandbox bank and accounting (no provider keys)');
  const bank = await connectBank(container, accountId, { institutionId: 'SANDBOX_DE_1', country: 'DE' });
  await consentPassed(container, accountId, bank.id);
  const books = await connectCodat(container, accountId);
  await codatLinkPassed(container, accountId, books.id, undefined);
  await container.database.db
    .update(schema.integrations)
    .set({ connectedAt: new Date(`${EVALUATION.today}T12:00:00.000Z`) })
    .where(eq(schema.integrations.accountId, accountId));
  // The sandboxes are local: no provider's pace between pages to keep.
  const noPace = { sleep: async () => {} };
  for (const id of [bank.id, books.id]) await syncIntegration(container, id, noPace);
}

/**
 * The demo company the evaluation set is about, as its caller, as of the evaluation's day: what the
 * demo seed gives the demo client (demo-seed.ts, demo-market.ts). Its subscriptions (the demo
 * seed's book), its sandbox bank and accounting connected and synced, its rating of the day, and
 * the market: an approved and verified investor who bought a 12-month asset of it four months
 * before the day and bids on a second one. Its transfers stopped arriving a month before the day
 * ({@link TRANSFERS_ARRIVE_UNTIL}): one instalment is overdue, one due on the day.
 */
export async function evaluationCaller(t: TestApp): Promise<AccountCaller> {
  const { container } = t;
  const { db } = container.database;
  // The company as `POST /api/client` creates it (company.service createCompany), with the fixed id.
  const user = await createActor(t, { kind: 'client' });
  await ensureProfile(db, user.sub, user.email);
  await db.transaction(async (tx) => {
    await insertAccount(tx, {
      id: EVALUATION_ACCOUNT_ID,
      kind: 'CLIENT',
      companyName: EVALUATION.company.name,
      country: 'DE',
    });
    await updateProfile(tx, user.sub, { accountId: EVALUATION_ACCOUNT_ID });
  });
  await approveAccount(container, EVALUATION_ACCOUNT_ID, 'evaluation');
  await seedDemoSubscriptions(container, EVALUATION_ACCOUNT_ID, EVALUATION.company);
  await connectSandboxes(t, EVALUATION_ACCOUNT_ID);
  // The rating of the day (with the bank and books), which the assets are priced with.
  await recomputeRating(container, EVALUATION_ACCOUNT_ID, 'first', { today: EVALUATION.today });
  const investor = await createCompanyActor(t, 'investor', {
    approved: true,
    companyName: 'Elbe Capital Partners',
  });
  await seedDemoMarket(container, EVALUATION_ACCOUNT_ID, investor.accountId, EVALUATION.today, {
    transfersArriveUntil: TRANSFERS_ARRIVE_UNTIL,
  });
  const [profile, account] = await Promise.all([
    findProfile(db, user.sub),
    findAccount(db, EVALUATION_ACCOUNT_ID),
  ]);
  if (!profile || !account) throw new Error('the evaluation company was not created');
  return { sub: user.sub, email: user.email, admin: false, profile, account };
}
