import { schema } from '@tranche/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Container } from '../../container';
import { integrationSyncJobType, integrationSyncKey } from '../../jobs/integration-sync.job-type';
import { type CrashHarness, crashDatabaseKind, createCrashHarness } from '../../test/crash-harness';
import { insertIntegration } from './integrations.repo';

async function seedConnection(container: Container) {
  const { db } = container.database;
  const [account] = await db
    .insert(schema.accounts)
    .values({ kind: 'CLIENT', companyName: 'Synced GmbH' })
    .returning();
  const integration = await insertIntegration(db, {
    accountId: account!.id,
    type: 'stripe',
    category: 'billing',
    sandbox: true,
    status: 'pending',
    credentials: null,
    externalAccountId: 'sandbox_stripe',
    expiresAt: null,
  });
  return { accountId: account!.id, integrationId: integration!.id };
}

const queueSync = (container: Container, integrationId: string) =>
  container.jobs.send(
    integrationSyncJobType,
    { integrationId },
    { singletonKey: integrationSyncKey(integrationId) },
  );

describe(`a sync killed with SIGKILL on ${crashDatabaseKind}`, () => {
  let harness: CrashHarness;
  beforeAll(async () => {
    harness = await createCrashHarness(crashDatabaseKind);
  }, 120_000);
  afterAll(async () => harness?.dispose());

  it('leaves the previous data as it was and completes after the restart', async () => {
    const { accountId, integrationId } = await harness.withContainer(async (container) => {
      const seeded = await seedConnection(container);
      await queueSync(container, seeded.integrationId);
      return seeded;
    });
    const check = () =>
      harness.withContainer(async ({ database: { db } }) => {
        const [counts] = await db
          .select({
            rows: sql<number>`count(*)::int`,
            tampered: sql<number>`count(*) filter (where ${schema.subscriptions.amountMinor} = 1)::int`,
          })
          .from(schema.subscriptions)
          .where(eq(schema.subscriptions.accountId, accountId));
        const [integration] = await db
          .select()
          .from(schema.integrations)
          .where(eq(schema.integrations.id, integrationId));
        return { ...counts!, status: integration!.status };
      });

    // The first sync dies while writing: nothing of it is there.
    let server = await harness.start({ CRASH_AT: 'integration-sync:written' });
    expect(await server.exited).toBe('SIGKILL');
    expect(await check()).toMatchObject({ rows: 0, status: 'pending' });

    // Restarted: the job runs again and the sync completes.
    server = await harness.start();
    await server.waitForIdleJobs();
    await server.stop();
    const synced = await check();
    expect(synced.rows).toBeGreaterThan(100);
    expect(synced.status).toBe('active');

    // One subscription differs from the provider; the next sync dies while writing: it stays as it was.
    await harness.withContainer(async (container) => {
      await container.database.db
        .update(schema.subscriptions)
        .set({ amountMinor: 1 })
        .where(
          and(
            eq(schema.subscriptions.accountId, accountId),
            eq(
              schema.subscriptions.id,
              sql`(select min(id::text)::uuid from subscriptions where account_id = ${accountId})`,
            ),
          ),
        );
      await queueSync(container, integrationId);
    });
    server = await harness.start({ CRASH_AT: 'integration-sync:written' });
    expect(await server.exited).toBe('SIGKILL');
    expect(await check()).toEqual({ rows: synced.rows, tampered: 1, status: 'active' });

    // Restarted: the sync completes and brings the provider's value back, with no duplicate.
    server = await harness.start();
    await server.waitForIdleJobs();
    await server.stop();
    expect(await check()).toEqual({ rows: synced.rows, tampered: 0, status: 'active' });
  }, 600_000);
});
