import { schema } from '@tranche/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Container } from '../../container';
import { type CrashHarness, crashDatabaseKind, createCrashHarness } from '../../test/crash-harness';
import { totalsByCurrency } from '../ledger/ledger.repo';
import { seedSale } from './testing/sale';

const PASSWORD = 'Crash-Client-2026!';

/** A bid waiting for the client, whose user (in the server's own pool) will accept it. */
async function seedBidAndClientUser(container: Container) {
  const sale = await seedSale(container, { accepted: false });
  const email = `client-${sale.clientId}@crash.example`;
  const user = await container.identity.admin.createUser(email, { 'custom:kind': 'client' }, PASSWORD);
  await container.identity.admin.setUserPassword(email, PASSWORD, true);
  await container.database.db
    .insert(schema.profiles)
    .values({ sub: user.sub, email, accountId: sale.clientId });
  return { ...sale, email, clientId: container.identity.config.clientId };
}

/** Signs in through the running server's embedded pool (Cognito's JSON protocol) for an id token. */
async function idToken(url: string, clientId: string, email: string): Promise<string> {
  const response = await fetch(`${url}/identity/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD },
    }),
  });
  const json = (await response.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!json.AuthenticationResult) throw new Error(`no token for ${email}: ${JSON.stringify(json)}`);
  return json.AuthenticationResult.IdToken;
}

describe(`an acceptance killed with SIGKILL on ${crashDatabaseKind}`, () => {
  let harness: CrashHarness;
  beforeAll(async () => {
    harness = await createCrashHarness(crashDatabaseKind);
  }, 120_000);
  afterAll(async () => harness?.dispose());

  it('leaves the bid open and nothing of the sale written; accepting again completes it', async () => {
    const seeded = await harness.withContainer(seedBidAndClientUser);
    const state = () =>
      harness.withContainer(async ({ database: { db } }) => {
        const [asset] = await db.select().from(schema.assets).where(eq(schema.assets.id, seeded.assetId));
        const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, seeded.orderId));
        const [payments] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(schema.assetPayments)
          .where(eq(schema.assetPayments.assetId, seeded.assetId));
        const [entries] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(schema.ledgerEntries)
          .where(
            and(
              eq(schema.ledgerEntries.assetId, seeded.assetId),
              sql`${schema.ledgerEntries.reason} <> 'bid_reserve'`,
            ),
          );
        return {
          asset: asset!.status,
          order: order!.status,
          payments: payments!.n,
          entries: entries!.n,
          balanced: [...(await totalsByCurrency(db)).values()].every((total) => total === 0),
        };
      });
    const accept = async (url: string) =>
      fetch(`${url}/api/orders/${seeded.orderId}/approve`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await idToken(url, seeded.clientId, seeded.email)}` },
      });

    const server = await harness.start({ CRASH_AT: 'acceptance:entries#1' });
    await expect(accept(server.url)).rejects.toThrow();
    expect(await server.exited).toBe('SIGKILL');
    expect(await state()).toEqual({
      asset: 'OPEN',
      order: 'BIDDING',
      payments: 0,
      entries: 0,
      balanced: true,
    });

    const restarted = await harness.start();
    const response = await accept(restarted.url);
    await restarted.stop();
    expect(response.status).toBe(200);
    const done = await state();
    expect(done).toMatchObject({ asset: 'COMPLETED', order: 'ACCEPTED', payments: 3, balanced: true });
    expect(done.entries).toBeGreaterThan(0);
  }, 600_000);
});
