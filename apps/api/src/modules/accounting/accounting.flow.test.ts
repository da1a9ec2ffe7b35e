import { schema } from '@tranche/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { settledIntegration } from '../../test/integration-settled';
import { createTestApp, type TestApp } from '../../test/test-app';
import { syncIntegration } from '../integrations/integration-sync';
import { locationOfState } from '../integrations/integrations.service';
import { latestBalanceSheet, pnlLinesOf } from './accounting.repo';
import { PNL_MONTHS } from './accounting-sync';

const FAILED = 'Failed to connect accounting manager!';
/** A test that waits for syncs of generated books (two companies' worth on a busy machine). */
const SYNC_TIMEOUT = 120_000;

let t: TestApp;
type Client = Actor & { accountId: string };

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const db = () => t.container.database.db;
const settled = (actor: Actor, type: string) => settledIntegration(actor, `type=${type}`);
const live = async (actor: Actor, type: string) =>
  (await actor.call('GET', `/api/integrations?type=${type}`)).json().data as { id: string; status: string }[];

/** What the books of one connection hold in the database. */
async function stored(integrationId: string) {
  const [lines] = await db()
    .select({ n: count() })
    .from(schema.accountingPnlLines)
    .where(eq(schema.accountingPnlLines.integrationId, integrationId));
  const sheets = await db()
    .select()
    .from(schema.accountingBalanceSheets)
    .where(eq(schema.accountingBalanceSheets.integrationId, integrationId));
  const [invoices] = await db()
    .select({ n: count() })
    .from(schema.providerInvoices)
    .where(eq(schema.providerInvoices.integrationId, integrationId));
  return { lines: lines!.n, sheets, invoices: invoices!.n };
}

/** The books arrived: 24 months of P&L at most, a balance sheet, invoices listed under the provider. */
async function expectBooks(actor: Client, type: string, integrationId: string) {
  const books = await stored(integrationId);
  expect(books.lines).toBeGreaterThan(0);
  expect(books.sheets).toHaveLength(1);
  // Assets and debts arrived; a sandbox company may owe more than it holds (negative equity), as
  // CI's random seed once showed, so their order is not asserted.
  expect(books.sheets[0]!.totalAssetsMinor).toBeGreaterThan(0);
  expect(books.sheets[0]!.totalLiabilitiesMinor).toBeGreaterThanOrEqual(0);
  expect(books.invoices).toBeGreaterThan(0);
  const months = await db()
    .selectDistinct({ month: schema.accountingPnlLines.month })
    .from(schema.accountingPnlLines)
    .where(eq(schema.accountingPnlLines.integrationId, integrationId));
  expect(months.length).toBeGreaterThan(1);
  expect(months.length).toBeLessThanOrEqual(PNL_MONTHS);
  expect(months.every(({ month }) => month.endsWith('-01'))).toBe(true);

  const page = await actor.call('GET', `/api/client-invoices/${type}?size=5`);
  expect(page.statusCode).toBe(200);
  const invoices = page.json().data;
  expect(invoices).toHaveLength(Math.min(5, books.invoices));
  expect(invoices.every((row: { provider: string }) => row.provider === type)).toBe(true);
  // The accounting sandbox gives PDFs as Xero and Codat do; the unified API's gives none.
  const pdf = type === 'apideck' ? 'none' : 'preview';
  expect(invoices.map((row: { pdf: string }) => row.pdf)).toEqual(invoices.map(() => pdf));
  const file = await actor.call('GET', `/api/client-invoices/${type}/${invoices[0].id}/pdf`);
  if (pdf === 'none') expect(file.statusCode).toBe(404);
  else {
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }
  const counted = (await actor.call('GET', `/api/client-invoices/${type}/count`)).json().data.count;
  expect(counted).toBe(books.invoices);
  return books;
}

describe('the accounting aggregator (sandbox Codat)', () => {
  let client: Client;
  let codatId: string;

  beforeAll(async () => {
    client = await createCompanyActor(t, 'client');
  });

  it('a refused link page connects nothing and says so in the spec’s words', async () => {
    const started = await client.call('POST', '/api/integrations', { type: 'codat' });
    expect(started.statusCode).toBe(201);
    const pending = started.json().data;
    expect(pending).toMatchObject({
      type: 'codat',
      category: 'accounting',
      status: 'pending',
      sandbox: true,
    });
    expect(pending.consentLink).toBe(`/integrations/consent?type=codat&accounting=${pending.id}`);
    // Starting again before the link was completed keeps the same pending connection.
    const again = await client.call('POST', '/api/integrations', { type: 'codat' });
    expect(again.json().data.id).toBe(pending.id);

    const refused = await client.call('PATCH', `/api/codat/connectCompanyPassed/${pending.id}`, {
      error: 'access_denied',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ code: 'ACCOUNTING_FAILED', message: FAILED });
    expect(await live(client, 'codat')).toEqual([]);
    const gone = await client.call('PATCH', `/api/codat/connectCompanyPassed/${pending.id}`);
    expect(gone.statusCode, gone.body).toBe(404);
  });

  it(
    'links, syncs profit and loss, the balance sheet and invoices once each, and allows one connection',
    async () => {
      const pending = (await client.call('POST', '/api/integrations', { type: 'codat' })).json().data;
      const passed = await client.call('PATCH', `/api/codat/connectCompanyPassed/${pending.id}`);
      expect(passed.statusCode).toBe(200);
      const linked = passed.json().data;
      expect(linked).toMatchObject({ id: pending.id, status: 'active', companyId: pending.companyId });
      expect(linked.companyConnectionId).toEqual(expect.any(String));
      codatId = linked.id;
      const second = await client.call('POST', '/api/integrations', { type: 'codat' });
      expect(second.statusCode).toBe(409);

      const synced = await settled(client, 'codat');
      expect(synced).toMatchObject({ id: codatId, status: 'active', lastError: null });
      const before = await expectBooks(client, 'codat', codatId);
      const [notices] = await db()
        .select({ n: count() })
        .from(schema.notifications)
        .where(eq(schema.notifications.externalId, codatId));
      expect(notices!.n).toBe(1);

      // The read API the cash KPIs use sees the same books.
      const sheet = await latestBalanceSheet(db(), client.accountId);
      expect(sheet).toMatchObject({ integrationId: codatId, asOf: before.sheets[0]!.asOf });
      const lines = await pnlLinesOf(db(), client.accountId, '2000-01-15', '2999-12-31');
      expect(lines).toHaveLength(before.lines);
      expect(lines.some((line) => line.category.startsWith('Income/') && line.amountMinor > 0)).toBe(true);
      expect(lines.some((line) => line.category.startsWith('Expenses/') && line.amountMinor < 0)).toBe(true);

      // A second sync of the same books writes the same rows.
      await syncIntegration(t.container, codatId);
      const after = await stored(codatId);
      expect(after.lines).toBe(before.lines);
      expect(after.sheets).toHaveLength(1);
      expect(after.invoices).toBe(before.invoices);
    },
    SYNC_TIMEOUT,
  );

  it(
    'links an expired connection again through its company and connection',
    async () => {
      await db()
        .update(schema.integrations)
        .set({ status: 'expired' })
        .where(eq(schema.integrations.id, codatId));
      const [row] = (await client.call('GET', '/api/integrations?type=codat')).json().data;
      expect(row.status).toBe('expired');
      const wrong = await client.call('POST', '/api/integrations/codat/reconnect', {
        companyConnectionId: 'nope',
        companyId: row.companyId,
      });
      expect(wrong.statusCode).toBe(404);
      const relink = await client.call('POST', '/api/integrations/codat/reconnect', {
        companyConnectionId: row.companyConnectionId,
        companyId: row.companyId,
      });
      expect(relink.statusCode).toBe(200);
      expect(relink.json().data.consentLink).toBe(
        `/integrations/consent?type=codat&accounting=${codatId}&reconnect=1`,
      );
      // Refused: the synced connection stays, expired, with its books.
      const refused = await client.call('PATCH', `/api/codat/reconnectCompanyPassed/${codatId}`, {
        error: 'access_denied',
      });
      expect(refused.json().errors[0].message).toBe(FAILED);
      expect((await live(client, 'codat')).map((one) => one.status)).toEqual(['expired']);
      expect((await stored(codatId)).lines).toBeGreaterThan(0);

      const passed = await client.call('PATCH', `/api/codat/reconnectCompanyPassed/${codatId}`);
      expect(passed.statusCode).toBe(200);
      expect(passed.json().data.status).toBe('active');
      expect((await settled(client, 'codat')).status).toBe('active');
    },
    SYNC_TIMEOUT,
  );
});

describe('the accounting tool (sandbox Zoho Books)', () => {
  it(
    'gives the consent page of a data centre, refusing one it does not know',
    async () => {
      const client = await createCompanyActor(t, 'client');
      const unknown = await client.call('GET', '/api/integrations/zoho-url?location=mars');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors[0].message).toContain("'mars'");
      const answer = await client.call('GET', '/api/integrations/zoho-url?location=eu');
      expect(answer.statusCode).toBe(200);
      const { url, state, sandbox } = answer.json().data;
      expect(sandbox).toBe(true);
      expect(state.startsWith('eu~')).toBe(true);
      expect(url).toBe(`/integrations/consent?${new URLSearchParams({ type: 'zoho', state })}`);
      expect(locationOfState(state)).toBe('eu');
      expect(locationOfState('mars~abc')).toBeUndefined();
      expect(locationOfState('abc')).toBeUndefined();

      const created = await client.call('POST', '/api/integrations', {
        type: 'zoho',
        authorizationCode: 'sandbox_code',
        state,
      });
      expect(created.statusCode).toBe(201);
      const zoho = created.json().data;
      expect(zoho).toMatchObject({ type: 'zoho', category: 'accounting', sandbox: true });
      expect((await settled(client, 'zoho')).status).toBe('active');
      await expectBooks(client, 'zoho', zoho.id);

      // Expired: the same consent again renews the same connection.
      await db()
        .update(schema.integrations)
        .set({ status: 'expired' })
        .where(eq(schema.integrations.id, zoho.id));
      const renewed = await client.call('POST', '/api/integrations', {
        type: 'zoho',
        authorizationCode: 'sandbox_code_2',
        state,
      });
      expect(renewed.statusCode).toBe(201);
      expect(renewed.json().data.id).toBe(zoho.id);
    },
    SYNC_TIMEOUT,
  );
});

describe('the second accounting tool (sandbox Xero)', () => {
  it(
    'connects through its consent page and brings the books, with invoice PDFs',
    async () => {
      const client = await createCompanyActor(t, 'client');
      const answer = await client.call('GET', '/api/integrations/authorization?type=xero');
      const { url, state, sandbox } = answer.json().data;
      expect(sandbox).toBe(true);
      expect(url).toBe(`/integrations/consent?${new URLSearchParams({ type: 'xero', state })}`);
      const created = await client.call('POST', '/api/integrations', {
        type: 'xero',
        authorizationCode: 'sandbox_code',
        state,
      });
      expect(created.statusCode).toBe(201);
      const xero = created.json().data;
      expect(xero).toMatchObject({ type: 'xero', category: 'accounting', sandbox: true });
      expect((await settled(client, 'xero')).status).toBe('active');
      await expectBooks(client, 'xero', xero.id);
      // Another company sees neither the invoices nor their PDFs.
      const other = await createCompanyActor(t, 'client');
      expect((await other.call('GET', '/api/client-invoices/xero')).json().data).toEqual([]);
    },
    SYNC_TIMEOUT,
  );
});

describe('the unified API (sandbox Apideck)', () => {
  it(
    'connects through its vault session; a refused vault leaves nothing',
    async () => {
      const client = await createCompanyActor(t, 'client');
      expect((await client.call('GET', '/api/apideck/connect')).statusCode).toBe(404);
      // Not through POST integrations: the vault picks the tool.
      const direct = await client.call('POST', '/api/integrations', {
        type: 'apideck',
        authorizationCode: 'x',
      });
      expect(direct.statusCode).toBe(400);

      const session = await client.call('POST', '/api/apideck/session');
      expect(session.statusCode).toBe(200);
      const [pending] = await live(client, 'apideck');
      expect(session.json().data.sessionUrl).toBe(
        `/integrations/consent?type=apideck&apideck=${pending!.id}`,
      );
      const refused = await client.call('GET', '/api/apideck/connect?error=access_denied');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].message).toBe(FAILED);
      expect(await live(client, 'apideck')).toEqual([]);

      await client.call('POST', '/api/apideck/session');
      const connected = await client.call('GET', '/api/apideck/connect');
      expect(connected.statusCode).toBe(200);
      const apideck = connected.json().data;
      expect(apideck).toMatchObject({ type: 'apideck', category: 'unified', status: 'active' });
      expect((await client.call('POST', '/api/apideck/session')).statusCode).toBe(409);
      expect((await settled(client, 'apideck')).status).toBe('active');
      await expectBooks(client, 'apideck', apideck.id);
      const [row] = await db()
        .select({ consumer: schema.integrations.externalAccountId })
        .from(schema.integrations)
        .where(eq(schema.integrations.id, apideck.id));
      expect(row!.consumer).toBe(client.accountId);
    },
    SYNC_TIMEOUT,
  );
});

describe('who may connect accounting', () => {
  it(
    'keeps connections to their company and to clients',
    async () => {
      const owner = await createCompanyActor(t, 'client');
      const pending = (await owner.call('POST', '/api/integrations', { type: 'codat' })).json().data;
      await owner.call('PATCH', `/api/codat/connectCompanyPassed/${pending.id}`);
      const [linked] = (await owner.call('GET', '/api/integrations?type=codat')).json().data;
      await settled(owner, 'codat');

      const other = await createCompanyActor(t, 'client');
      expect((await other.call('PATCH', `/api/codat/connectCompanyPassed/${pending.id}`)).statusCode).toBe(
        404,
      );
      expect((await other.call('PATCH', `/api/codat/reconnectCompanyPassed/${pending.id}`)).statusCode).toBe(
        404,
      );
      expect(
        (
          await other.call('POST', '/api/integrations/codat/reconnect', {
            companyConnectionId: linked.companyConnectionId,
            companyId: linked.companyId,
          })
        ).statusCode,
      ).toBe(404);
      expect((await other.call('GET', '/api/client-invoices/codat')).json().data).toEqual([]);
      expect(await latestBalanceSheet(db(), other.accountId)).toBeNull();
      // The owner's connection is untouched by the other company's calls.
      expect((await live(owner, 'codat')).map((one) => one.status)).toEqual(['active']);

      const routes = [
        ['POST', '/api/integrations', { type: 'codat' }],
        ['PATCH', `/api/codat/connectCompanyPassed/${pending.id}`, undefined],
        ['PATCH', `/api/codat/reconnectCompanyPassed/${pending.id}`, undefined],
        ['POST', '/api/integrations/codat/reconnect', { companyConnectionId: 'a', companyId: 'b' }],
        ['GET', '/api/integrations/zoho-url?location=eu', undefined],
        ['POST', '/api/apideck/session', undefined],
        ['GET', '/api/apideck/connect', undefined],
        ['GET', '/api/client-invoices/codat', undefined],
      ] as const;
      const investor = await createCompanyActor(t, 'investor');
      const admin = await createActor(t, { admin: true });
      for (const [method, url, body] of routes) {
        expect((await investor.call(method, url, body)).statusCode, `investor ${url}`).toBe(403);
        expect((await admin.call(method, url, body)).statusCode, `admin ${url}`).toBe(403);
        expect(
          (await t.app.inject({ method, url, ...(body ? { payload: body } : {}) })).statusCode,
          `anonymous ${url}`,
        ).toBe(401);
      }
    },
    SYNC_TIMEOUT,
  );
});
