import { schema } from '@tranche/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { settledIntegration } from '../../test/integration-settled';
import { collect, openRealtime } from '../../test/realtime-socket';
import { createTestApp, type TestApp } from '../../test/test-app';
import { syncIntegration } from '../integrations/integration-sync';

let t: TestApp;
let client: Actor & { accountId: string };

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  client = await createCompanyActor(t, 'client');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const settled = (actor: Actor, id: string) =>
  settledIntegration(actor, 'category=banking', (row) => row.id === id);

describe('open banking on the sandbox bank', () => {
  it('lists banks by country, in the spec’s words when there are none or the country is wrong', async () => {
    const banks = await client.call('GET', '/api/nordigen/banks/de');
    expect(banks.statusCode).toBe(200);
    expect(banks.json().data.map((bank: { name: string }) => bank.name)).toContain('Sandbox Bank');
    const none = await client.call('GET', '/api/nordigen/banks/IS');
    expect(none.statusCode).toBe(404);
    expect(none.json().errors[0].message).toBe("List of banks for chosen country doesn't exist.");
    const wrong = await client.call('GET', '/api/nordigen/banks/XX');
    expect(wrong.json().errors[0].message).toBe('Incorrect country or bank');
  });

  it('connects a bank through its consent, syncs accounts, balances and categorised transactions once each', async () => {
    const wrong = await client.call('POST', '/api/integrations', {
      type: 'nordigen',
      institutionId: 'NOPE',
      country: 'DE',
    });
    expect(wrong.json().errors[0].message).toBe('Incorrect country or bank');
    const created = await client.call('POST', '/api/integrations', {
      type: 'nordigen',
      institutionId: 'SANDBOX_DE_1',
      country: 'de',
    });
    expect(created.statusCode).toBe(201);
    const bank = created.json().data;
    expect(bank).toMatchObject({
      type: 'nordigen',
      category: 'banking',
      status: 'pending',
      sandbox: true,
      institutionName: 'Sandbox Bank',
      country: 'DE',
      transactionTotalDays: 90,
    });
    expect(bank.consentLink).toContain('/integrations/consent?type=nordigen');
    const again = await client.call('POST', '/api/integrations', {
      type: 'nordigen',
      institutionId: 'SANDBOX_DE_1',
      country: 'DE',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe('Integration from this institution is already connected!');

    // The Integrations screen follows the sync over the socket: its phases, then the connection's new state.
    const socket = await openRealtime(t, client.idToken);
    const progress = collect<{ id: string; phase: string; read: number }>(socket, 'integration-sync');
    const states = collect<{ id: string; status: string }>(socket, 'integration');
    const passed = await client.call('PATCH', `/api/nordigen/requisitionPassed/${bank.id}`);
    expect(passed.statusCode).toBe(200);
    expect(passed.json().data.expiresAt).not.toBeNull();
    const synced = await settled(client, bank.id);
    expect(synced.status).toBe('active');
    await expect.poll(() => states.filter((s) => s.id === bank.id).at(-1)?.status).toBe('active');
    socket.disconnect();
    const phases = progress.filter((p) => p.id === bank.id).map((p) => p.phase);
    expect(phases.length).toBeGreaterThan(1);
    expect(phases.at(-1)).toBe('saving');

    const accounts = (await client.call('GET', '/api/bank')).json().data;
    expect(accounts.length).toBeGreaterThanOrEqual(2);
    expect(accounts.every((account: { balanceMinor: number | null }) => account.balanceMinor !== null)).toBe(
      true,
    );
    const balances = (await client.call('GET', '/api/bank/balances')).json().data;
    expect(
      balances.totals.find((total: { currency: string }) => total.currency === 'EUR').balanceMinor,
    ).toBeGreaterThan(0);
    // Accounts with an IBAN appear under Bank Details.
    const details = await t.container.database.db
      .select({ n: count() })
      .from(schema.bankAccounts)
      .where(eq(schema.bankAccounts.accountId, client.accountId));
    expect(details[0]!.n).toBeGreaterThanOrEqual(1);

    const page = (
      await client.call('GET', `/api/bank/transactions?id_nordigen=${accounts[0].id}&size=50`)
    ).json().data;
    expect(page).toHaveLength(50);
    expect(page[0].bookingDate >= page[49].bookingDate).toBe(true);
    expect(
      page.every(
        (row: { linkedAccountId: string; category: string }) =>
          row.linkedAccountId === accounts[0].id && row.category.includes('.'),
      ),
    ).toBe(true);
    const cashflow = (await client.call('GET', '/api/bank/cashflow')).json().data;
    expect(cashflow.length).toBeGreaterThanOrEqual(3);
    // Months as their first day, as every other month the API names.
    for (const row of cashflow) expect(row.month).toMatch(/^\d{4}-\d{2}-01$/);

    const [before] = await t.container.database.db
      .select({ n: count() })
      .from(schema.bankTransactions)
      .where(eq(schema.bankTransactions.accountId, client.accountId));
    await syncIntegration(t.container, bank.id);
    const [after] = await t.container.database.db
      .select({ n: count() })
      .from(schema.bankTransactions)
      .where(eq(schema.bankTransactions.accountId, client.accountId));
    expect(after!.n).toBe(before!.n);
  });

  it('reads a bank at most four times a day, then says to wait', async () => {
    const [bank] = (await client.call('GET', '/api/integrations?category=banking')).json().data;
    await syncIntegration(t.container, bank.id);
    await syncIntegration(t.container, bank.id);
    const [row] = await t.container.database.db
      .select({ times: schema.integrations.bankSyncTimes })
      .from(schema.integrations)
      .where(eq(schema.integrations.id, bank.id));
    expect(row!.times).toHaveLength(4);
    const limited = await client.call('POST', '/api/transactions/sync');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].message).toBe('Too many requests, please wait for a moment!');
  });

  it('reconnects with a new consent; a refused first consent leaves nothing behind', async () => {
    const [bank] = (await client.call('GET', '/api/integrations?category=banking')).json().data;
    const renewed = await client.call('POST', '/api/integrations/nordigen/reconnect', {
      integrationId: bank.id,
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data.consentLink).toContain(bank.id);
    const second = await client.call('POST', '/api/integrations', {
      type: 'nordigen',
      institutionId: 'SANDBOX_DE_2',
      country: 'DE',
    });
    expect(second.statusCode).toBe(201);
    const failed = await client.call('PATCH', `/api/nordigen/requisitionFailed/${second.json().data.id}`);
    expect(failed.statusCode).toBe(200);
    const live = (await client.call('GET', '/api/integrations?category=banking')).json().data;
    expect(live.map((row: { id: string }) => row.id)).toEqual([bank.id]);
  });

  it('ends a sync as expired when the consent lapsed, and a new consent reads the bank again', async () => {
    const lapsing = await createCompanyActor(t, 'client');
    const created = await lapsing.call('POST', '/api/integrations', {
      type: 'nordigen',
      institutionId: 'SANDBOX_DE_4',
      country: 'DE',
    });
    const { id } = created.json().data;
    await lapsing.call('PATCH', `/api/nordigen/requisitionPassed/${id}`);
    expect((await settled(lapsing, id)).status).toBe('active');
    // The sandbox's Kurzzeitbank lets a consent read once, as a lapsed consent at a real bank.
    await syncIntegration(t.container, id);
    const lapsed = await settled(lapsing, id);
    expect(lapsed).toMatchObject({
      status: 'expired',
      lastError: expect.stringContaining('expired'),
    });
    // The company is told, once, and where to reconnect.
    const expiredNotices = async () =>
      (await lapsing.call('GET', '/api/notification?page=1&size=50'))
        .json()
        .data.filter((notice: { type: string }) => notice.type === 'INTEGRATION_EXPIRED');
    expect(await expiredNotices()).toMatchObject([{ payload: { integrationId: id, type: 'nordigen' } }]);
    const renewed = await lapsing.call('POST', '/api/integrations/nordigen/reconnect', { integrationId: id });
    expect(renewed.json().data.status).toBe('pending');
    await lapsing.call('PATCH', `/api/nordigen/requisitionPassed/${id}`);
    // Synced before, so settled once the new consent's first sync has set it going again.
    await expect
      .poll(async () => (await settled(lapsing, id)).status, { timeout: 30_000, interval: 200 })
      .toBe('active');

    // A consent whose end has passed is expired without asking the bank.
    await t.container.database.db
      .update(schema.integrations)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(schema.integrations.id, id));
    await syncIntegration(t.container, id);
    expect((await settled(lapsing, id)).status).toBe('expired');
    // Expired again after the reconnect: told again; a sync of an expired connection tells nothing more.
    expect(await expiredNotices()).toHaveLength(2);
    await syncIntegration(t.container, id);
    expect(await expiredNotices()).toHaveLength(2);
    const alert = (await lapsing.call('GET', '/api/integrations/expiries')).json().data;
    expect(alert.map((row: { id: string }) => row.id)).toContain(id);
  });

  it('keeps banks to their company and to clients', async () => {
    const [bank] = (await client.call('GET', '/api/integrations?category=banking')).json().data;
    const other = await createCompanyActor(t, 'client');
    expect((await other.call('GET', '/api/bank')).json().data).toEqual([]);
    expect((await other.call('GET', '/api/bank/transactions')).json().data).toEqual([]);
    expect((await other.call('PATCH', `/api/nordigen/requisitionPassed/${bank.id}`)).statusCode).toBe(404);
    expect(
      (await other.call('POST', '/api/integrations/nordigen/reconnect', { integrationId: bank.id }))
        .statusCode,
    ).toBe(404);
    const investor = await createCompanyActor(t, 'investor');
    for (const [method, url] of [
      ['GET', '/api/nordigen/banks/DE'],
      ['GET', '/api/bank'],
      ['GET', '/api/bank/balances'],
      ['GET', '/api/bank/transactions'],
      ['GET', '/api/bank/cashflow'],
      ['POST', '/api/transactions/sync'],
    ] as const) {
      expect((await investor.call(method, url)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    const admin = await createActor(t, { admin: true });
    expect((await admin.call('GET', '/api/bank')).statusCode).toBe(403);
  });
});
