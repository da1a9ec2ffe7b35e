import { randomUUID } from 'node:crypto';
import { schema } from '@tranche/db';
import type { Container } from '../../../container';
import { findAccount } from '../../accounts/accounts.repo';
import { sandboxStep, startVerification } from '../verification.service';

/**
 * For tests that build an investor company without a signed-in user: a person of it walks the
 * verification sandbox (document, liveness, review) through the same service the routes call,
 * so the company may bid. Needs the sandbox provider with no review delay (the test app's).
 */
export async function verifyInvestorThroughSandbox(
  container: Container,
  accountId: string,
  name: { firstName: string; lastName: string } = { firstName: 'Vera', lastName: 'Verified' },
): Promise<string> {
  const sub = `test-${randomUUID()}`;
  const email = `${sub}@example.com`;
  const [profile] = await container.database.db
    .insert(schema.profiles)
    .values({ sub, email, accountId, ...name })
    .returning();
  const account = await findAccount(container.database.db, accountId);
  if (!account) throw new Error(`no account ${accountId}`);
  const caller = { sub, email, admin: false, profile: profile!, account };
  await startVerification(container, caller, 'kyc');
  await sandboxStep(container, caller, 'kyc', 'document');
  await sandboxStep(container, caller, 'kyc', 'liveness');
  return (await startVerification(container, caller, 'kyc')).status;
}
