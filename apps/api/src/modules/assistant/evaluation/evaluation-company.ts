import { createCompanyActor } from '../../../test/actors';
import type { TestApp } from '../../../test/test-app';
import type { AccountCaller } from '../../accounts/account-context';
import { findAccount } from '../../accounts/accounts.repo';
import { findProfile } from '../../accounts/profiles.repo';
import { seedDemoSubscriptions } from '../../subscriptions/demo-subscriptions';
import { EVALUATION } from './evaluate';

/** The demo company the evaluation set is about (the demo seed's book, as of the evaluation's day), as its caller. */
export async function evaluationCaller(t: TestApp): Promise<AccountCaller> {
  const client = await createCompanyActor(t, 'client', { approved: true, companyName: 'Tranche Demo GmbH' });
  await seedDemoSubscriptions(t.container, client.accountId, EVALUATION.company);
  const { db } = t.container.database;
  const [profile, account] = await Promise.all([
    findProfile(db, client.sub),
    findAccount(db, client.accountId),
  ]);
  if (!profile || !account) throw new Error('the evaluation company was not created');
  return { sub: client.sub, email: client.email, admin: false, profile, account };
}
