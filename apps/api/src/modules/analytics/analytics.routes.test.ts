import { Writable } from 'node:stream';
import { schema } from '@tranche/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordCurrentTerms } from '../subscriptions/subscription-history.repo';

/** Analytics over the API: the gate, who may read whose numbers, the shapes, the CSV export. */
describe('analytics API', () => {
  let t: TestApp;
  let client: Actor & { accountId: string };
  let other: Actor & { accountId: string };
  let inReview: Actor & { accountId: string };
  let investor: Actor & { accountId: string };
  let admin: Actor;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      runWorkers: false,
      env: { IDENTITY_RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_MINUTE: '100000' },
    });
    client = await createCompanyActor(t, 'client', { approved: true, companyName: 'Own SaaS' });
    other = await createCompanyActor(t, 'client', { approved: true, companyName: 'Other SaaS' });
    inReview = await createCompanyActor(t, 'client', { companyName: 'Waiting SaaS' });
    investor = await createCompanyActor(t, 'investor', { approved: true });
    admin = await createActor(t, { admin: true, label: 'admin' });
    const db = t.container.database.db;
    const subscription = (accountId: string, externalId: string, amount: number, currency: string) => ({
      accountId,
      source: 'csv',
      externalId,
      status: 'AVAILABLE',
      billingPeriodMonths: 1,
      currency,
      amountMinor: amount,
      mrrMinor: amount,
      nextPaymentAmountMinor: amount,
      startDate: '2025-01-15',
      endDate: null,
      customerName: `Customer ${externalId}`,
      customerExternalId: `cust-${externalId}`,
      customerCountry: 'DE',
    });
    await db
      .insert(schema.subscriptions)
      .values([
        subscription(client.accountId, 'a', 10_000, 'EUR'),
        subscription(client.accountId, 'b', 5_000, 'USD'),
        subscription(client.accountId, 'c', 2_000, 'EUR'),
        subscription(other.accountId, 'z', 99_999, 'EUR'),
      ]);
    await recordCurrentTerms(db, client.accountId, 'csv', '2025-01-15');
    await recordCurrentTerms(db, other.accountId, 'csv', '2025-01-15');
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('answers the series by month with money in minor units of the company currency', async () => {
    const response = await client.call(
      'GET',
      '/api/analytics?interval=month&start=2025-01-01&end=2025-03-31&currency=EUR',
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      currency: 'EUR',
      interval: 'month',
      start: '2025-01-01',
      end: '2025-03-31',
    });
    expect(data.periods.map((p: { start: string }) => p.start)).toEqual([
      '2025-01-01',
      '2025-02-01',
      '2025-03-01',
    ]);
    const [january, february] = data.periods;
    expect(january.startMrr).toBe(0);
    expect(january.movementCustomers.new).toBe(3);
    expect(january.customers).toBe(3);
    // 100.00 EUR + 20.00 EUR + 50.00 USD at the ECB rate of 2025-01-31.
    expect(january.mrr).toBeGreaterThan(12_000 + 4_000);
    expect(january.mrr).toBeLessThan(12_000 + 6_000);
    expect(february.startMrr).toBe(january.mrr);
    expect(data.cash.cashLiquidity).toEqual({ kind: 'unavailable', reason: 'NEEDS_BANK_CONNECTION' });
    const own = await client.call('GET', `/api/analytics?id_client=${client.accountId}&period=LAST_3_MONTHS`);
    expect(own.statusCode).toBe(200);
  });

  it('never shows another company: a foreign id is 404, investors and operators are refused', async () => {
    const foreign = await client.call('GET', `/api/analytics?id_client=${other.accountId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('99999');
    expect((await client.call('GET', `/api/analytics/${other.accountId}/tradable`)).statusCode).toBe(404);
    for (const url of [
      '/api/analytics',
      '/api/analytics/current',
      `/api/analytics/${investor.accountId}/tradable`,
    ]) {
      expect((await investor.call('GET', url)).statusCode).toBe(403);
      expect((await admin.call('GET', url)).statusCode).toBe(403);
    }
    const gated = await inReview.call('GET', '/api/analytics');
    expect(gated.statusCode).toBe(403);
    expect(gated.json().errors[0].code).toBe('ACCOUNT_IN_REVIEW');
    expect((await t.app.inject({ method: 'GET', url: '/api/analytics' })).statusCode).toBe(401);
  });

  it('answers the KPIs now and at each timestamp, and the tradable subscriptions with filters', async () => {
    const current = await client.call(
      'GET',
      '/api/analytics/current?timestamps=2025-01-14,2025-02-01T10:00:00Z',
    );
    expect(current.statusCode).toBe(200);
    const { data } = current.json();
    expect(data.at.map((p: { end: string }) => p.end)).toEqual(['2025-01-14', '2025-02-01']);
    expect(data.at[0].customers).toBe(0);
    expect(data.at[1].customers).toBe(3);
    expect(data.now.customers).toBe(3);
    expect((await client.call('GET', '/api/analytics/current?timestamps=yesterday')).statusCode).toBe(400);

    const tradable = await client.call(
      'GET',
      `/api/analytics/${client.accountId}/tradable?timestamps=2025-06-30&currency=EUR&where[currency]=EUR`,
    );
    expect(tradable.statusCode).toBe(200);
    expect(tradable.json().data).toEqual({
      currency: 'EUR',
      tradeLengthMonths: 12,
      points: [{ date: '2025-06-30', tradableSubscriptions: 2, tradableMrr: 12_000 }],
    });
    const bigOnes = await client.call(
      'GET',
      `/api/analytics/${client.accountId}/tradable?timestamps=2025-06-30&trade_length=24&where[amount][gt]=4000&where[billingPeriod]=1`,
    );
    expect(bigOnes.json().data.points[0].tradableSubscriptions).toBe(2);
  });

  it('lists every KPI definition in English and German', async () => {
    const response = await client.call('GET', '/api/analytics/definitions');
    expect(response.statusCode).toBe(200);
    const mrr = response.json().data.find((d: { id: string }) => d.id === 'mrr');
    expect(mrr).toMatchObject({ unit: 'money', nature: 'stock' });
    expect(mrr.de).toContain('Monatlich');
  });

  it('exports the series as CSV with the token as jwt, on this route only', async () => {
    const url = `/api/analytics/file?exporting=data&filename=${encodeURIComponent('=my export')}&interval=month&start=2025-01-01&end=2025-02-28&currency=EUR&jwt=${client.idToken}`;
    const response = await fetch(`${t.url}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="my-export.csv"');
    const text = (await response.text()).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^start,end,currency,mrr,/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^2025-01-01,2025-01-31,EUR,\d+\.\d{2},/);
    expect((await fetch(`${t.url}/api/analytics/file?exporting=data&jwt=not-a-token`)).status).toBe(401);
    // `jwt` is read on this route only.
    expect((await fetch(`${t.url}/api/analytics?jwt=${client.idToken}`)).status).toBe(401);
    const foreign = await fetch(
      `${t.url}/api/analytics/file?exporting=data&id_client=${other.accountId}&jwt=${client.idToken}`,
    );
    expect(foreign.status).toBe(404);
  });

  it('writes the export route’s URL to the log without the token', async () => {
    const pino = (await import('pino')).default;
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    const { buildServer } = await import('../../server');
    const app = await buildServer({ ...t.container, logger: pino({ level: 'info' }, sink) });
    await app.ready();
    const response = await app.inject({
      method: 'GET',
      url: `/api/analytics/file?exporting=data&jwt=${client.idToken}`,
    });
    expect(response.statusCode).toBe(200);
    await app.close();
    const log = logLines.join('');
    expect(log).toContain('/api/analytics/file?exporting=data&jwt=[redacted]');
    expect(log).not.toContain(client.idToken);
  });

  it('answers the ECB rates used for a day', async () => {
    const response = await client.call('GET', '/api/currency-exchange?date=2025-01-12');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      base: 'EUR',
      date: '2025-01-12',
      publishedOn: '2025-01-10',
    });
    expect(response.json().data.rates.EUR).toBe(1);
    expect(response.json().data.rates.USD).toBeGreaterThan(0.9);
    expect((await client.call('GET', '/api/currency-exchange?date=2010-01-01')).statusCode).toBe(422);
  });

  it('documents every analytics route with examples in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/analytics',
      '/api/analytics/current',
      '/api/analytics/definitions',
      '/api/analytics/{id}/tradable',
      '/api/analytics/file',
      '/api/currency-exchange',
    ])
      expect(document.paths[path]?.get, path).toBeDefined();
    expect(JSON.stringify(document.paths['/api/analytics'].get.responses['200'])).toContain('example');
  });
});
