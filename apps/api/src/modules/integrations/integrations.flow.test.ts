import { schema } from '@tranche/db';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { settledIntegration } from '../../test/integration-settled';
import { createTestApp, type TestApp } from '../../test/test-app';
import { syncIntegration } from './integration-sync';

let t: TestApp;
let client: Actor & { accountId: string };

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  client = await createCompanyActor(t, 'client');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const settled = (actor: Actor, type: string) => settledIntegration(actor, `type=${type}`);

const countOf = async (
  table: typeof schema.subscriptions | typeof schema.providerInvoices,
  accountId: string,
) => {
  const [row] = await t.container.database.db
    .select({ n: count() })
    .from(table)
    .where(eq(table.accountId, accountId));
  return row!.n;
};

describe('integrations: connecting the billing sandbox and syncing it', () => {
  it('sends the browser to the sandbox consent page while the provider has no keys', async () => {
    const answer = await client.call('GET', '/api/integrations/authorization?type=stripe');
    expect(answer.statusCode).toBe(200);
    const { url, state, sandbox } = answer.json().data;
    expect(sandbox).toBe(true);
    expect(url).toContain('/integrations/consent?type=stripe');
    expect(state).toMatch(/^[\w-]{20,}$/);
  });

  it('connects with any code, syncs subscriptions, invoices and payments, and a second sync changes nothing', async () => {
    expect((await client.call('POST', '/api/integrations', { type: 'stripe' })).statusCode).toBe(400);
    const created = await client.call('POST', '/api/integrations', {
      type: 'stripe',
      authorizationCode: 'sandbox-ok',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ type: 'stripe', category: 'billing', sandbox: true });
    const synced = await settled(client, 'stripe');
    expect(synced).toMatchObject({ status: 'active', lastError: null, syncing: false });

    const accountId = client.accountId!;
    const { db } = t.container.database;
    const subscriptions = await countOf(schema.subscriptions, accountId);
    const invoices = await countOf(schema.providerInvoices, accountId);
    expect(subscriptions).toBeGreaterThan(100);
    expect(invoices).toBeGreaterThan(subscriptions);
    const [history] = await db
      .select({ n: count() })
      .from(schema.subscriptionChanges)
      .where(
        and(
          eq(schema.subscriptionChanges.accountId, accountId),
          eq(schema.subscriptionChanges.source, 'stripe'),
        ),
      );
    expect(history!.n).toBe(subscriptions);
    const [notice] = await db
      .select()
      .from(schema.notifications)
      .where(
        and(eq(schema.notifications.accountId, accountId), eq(schema.notifications.type, 'NEW_INTEGRATION')),
      );
    expect(notice?.externalId).toBe(synced.id);

    await syncIntegration(t.container, synced.id);
    expect(await countOf(schema.subscriptions, accountId)).toBe(subscriptions);
    expect(await countOf(schema.providerInvoices, accountId)).toBe(invoices);
    const [again] = await db
      .select({ n: count() })
      .from(schema.subscriptionChanges)
      .where(eq(schema.subscriptionChanges.accountId, accountId));
    expect(again!.n).toBe(history!.n);

    // A later sync reads invoices created since the last one (35 days' overlap), not all again.
    const invoicesTable = schema.providerInvoices;
    const [oldest] = await db
      .select()
      .from(invoicesTable)
      .where(eq(invoicesTable.accountId, accountId))
      .orderBy(invoicesTable.issuedOn)
      .limit(1);
    const [newest] = await db
      .select()
      .from(invoicesTable)
      .where(eq(invoicesTable.accountId, accountId))
      .orderBy(desc(invoicesTable.issuedOn))
      .limit(1);
    await db.delete(invoicesTable).where(inArray(invoicesTable.id, [oldest!.id, newest!.id]));
    await syncIntegration(t.container, synced.id);
    const back = await db
      .select({ externalId: invoicesTable.externalId })
      .from(invoicesTable)
      .where(inArray(invoicesTable.externalId, [oldest!.externalId, newest!.externalId]));
    expect(back.map((row) => row.externalId)).toEqual([newest!.externalId]);

    const fromStripe = await client.call('GET', '/api/subscriptions/stripe?current=2&itemsPerPage=5');
    expect(fromStripe.statusCode).toBe(200);
    expect(fromStripe.json().data).toHaveLength(5);
    expect(fromStripe.json().data.every((row: { source: string }) => row.source === 'stripe')).toBe(true);
    expect((await client.call('POST', '/api/subscriptions/stripe/import')).statusCode).toBe(202);
    expect(
      (await client.call('POST', '/api/subscriptions/stripe/integration', { code: 'x' })).statusCode,
    ).toBe(409);
  });

  it('allows one connection per type; a sync on request answers 202', async () => {
    const second = await client.call('POST', '/api/integrations', { type: 'stripe', authorizationCode: 'x' });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].message).toBe('Only one connection per integration type is allowed.');
    const sync = await client.call('POST', '/api/integrations/sync', { type: 'stripe', category: 'billing' });
    expect(sync.statusCode).toBe(202);
    await settled(client, 'stripe');
    expect((await client.call('POST', '/api/subscriptions/sync', {})).statusCode).toBe(202);
    expect((await client.call('POST', '/api/integrations/sync', { type: 'sumup' })).statusCode).toBe(404);
  });

  it('lists the synced invoices by page and status, and serves their PDFs to their company only', async () => {
    const page = await client.call('GET', '/api/client-invoices/stripe?page=2&size=5');
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toHaveLength(5);
    const total = (await client.call('GET', '/api/client-invoices/stripe/count')).json().data.count;
    const paid = (await client.call('GET', '/api/client-invoices/stripe/count?where[status]=paid')).json()
      .data.count;
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThan(total);
    const [invoice] = (
      await client.call('GET', '/api/client-invoices/stripe?where[status]=paid&size=1')
    ).json().data;
    expect(invoice).toMatchObject({ status: 'paid', amountDueMinor: 0, pdf: 'preview' });

    const preview = await client.call('GET', `/api/client-invoices/stripe/${invoice.id}/pdf`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toMatch(/^inline; filename="invoice-[\w.-]+\.pdf"$/);
    expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const download = await client.call('GET', `/api/client-invoices/stripe/${invoice.id}/pdf?download=true`);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);

    const other = await createCompanyActor(t, 'client');
    expect((await other.call('GET', '/api/client-invoices/stripe')).json().data).toEqual([]);
    expect((await other.call('GET', `/api/client-invoices/stripe/${invoice.id}/pdf`)).statusCode).toBe(404);
    expect((await client.call('GET', '/api/client-invoices/evil')).statusCode).toBe(400);
    expect((await client.call('GET', '/api/client-invoices/stripe?size=1000')).statusCode).toBe(400);
  });

  it('connects the terminal sandbox: its sales become payments', async () => {
    const created = await client.call('POST', '/api/integrations', {
      type: 'sumup',
      authorizationCode: 'any',
    });
    expect(created.statusCode).toBe(201);
    const synced = await settled(client, 'sumup');
    expect(synced.status).toBe('active');
    const [payments] = await t.container.database.db
      .select({ n: count() })
      .from(schema.providerPayments)
      .where(eq(schema.providerPayments.integrationId, synced.id));
    expect(payments!.n).toBeGreaterThan(200);
    const filtered = await client.call('GET', '/api/integrations?category=terminal&status=active');
    expect(filtered.json().data.map((row: { type: string }) => row.type)).toEqual(['sumup']);
  });

  it('keeps every company to its own connections, and only clients have them', async () => {
    const other = await createCompanyActor(t, 'client');
    const [mine] = (await client.call('GET', '/api/integrations?type=stripe')).json().data;
    expect((await other.call('GET', '/api/integrations')).json().data).toEqual([]);
    expect((await other.call('DELETE', `/api/integrations/${mine.id}`)).statusCode).toBe(404);
    expect((await other.call('PATCH', `/api/integrations/${mine.id}`, { raw: { a: 1 } })).statusCode).toBe(
      404,
    );
    const investor = await createCompanyActor(t, 'investor');
    expect((await investor.call('GET', '/api/integrations')).statusCode).toBe(403);
    expect(
      (await investor.call('POST', '/api/integrations', { type: 'stripe', authorizationCode: 'x' }))
        .statusCode,
    ).toBe(403);
    const admin = await createActor(t, { admin: true });
    expect((await admin.call('GET', '/api/integrations')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/integrations' });
    expect(anonymous.statusCode).toBe(401);
    // Without a signing secret the webhook endpoint does not exist.
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'stripe-signature': 't=1,v1=00' },
      payload: {},
    });
    expect(hook.statusCode).toBe(404);
    const hostile = await client.call('POST', '/api/integrations', { type: 'evil', authorizationCode: 'x' });
    expect(hostile.statusCode).toBe(400);
    const extra = await client.call('POST', '/api/integrations', {
      type: 'stripe',
      authorizationCode: 'x',
      admin: true,
    });
    expect(extra.statusCode).toBe(400);
  });

  it('deletes a connection after which the type can be connected again; what it synced stays', async () => {
    const [mine] = (await client.call('GET', '/api/integrations?type=stripe')).json().data;
    const before = await countOf(schema.subscriptions, client.accountId!);
    const patched = await client.call('PATCH', `/api/integrations/${mine.id}`, {
      raw: { note: 'main account' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await client.call('DELETE', `/api/integrations/${mine.id}`)).statusCode).toBe(200);
    expect((await client.call('GET', '/api/integrations?type=stripe')).json().data).toEqual([]);
    expect(await countOf(schema.subscriptions, client.accountId!)).toBe(before);
    const again = await client.call('POST', '/api/integrations', {
      type: 'stripe',
      authorizationCode: 'again',
    });
    expect(again.statusCode).toBe(201);
    await settled(client, 'stripe');
    const byType = await client.call('DELETE', '/api/integrations', {
      type: 'stripe',
      integrationNameId: 'sandbox_stripe',
    });
    expect(byType.statusCode).toBe(200);
    expect((await client.call('GET', '/api/integrations/expiries')).json().data).toEqual([]);
  });
});
