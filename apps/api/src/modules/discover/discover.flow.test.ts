import { randomUUID } from 'node:crypto';
import { schema } from '@tranche/db';
import { addDays, addMonths, convertMinor, isoDateOf, monthOf, periodEnd } from '@tranche/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadRateTable } from '../currency-exchange/exchange-rates.service';
import { insertTransactions, linkedAccountFixture } from './testing/bank-fixtures';

let t: TestApp;
let client: Actor & { accountId: string };
let other: Actor & { accountId: string };
let inReview: Actor;
let investor: Actor;
let admin: Actor;

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const toEur = async (amountMinor: number, currency: 'USD' | 'GBP', day: string) =>
  convertMinor(amountMinor, currency, 'EUR', day, await loadRateTable(t.container.database.db));

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  client = await createCompanyActor(t, 'client', { approved: true });
  other = await createCompanyActor(t, 'client', { companyName: 'Other GmbH', approved: true });
  inReview = await createCompanyActor(t, 'client', { companyName: 'Waiting GmbH' });
  investor = await createCompanyActor(t, 'investor', { approved: true });
  admin = await createActor(t, { admin: true });
  const { db } = t.container.database;
  const eur = await linkedAccountFixture(db, client.accountId);
  const usd = await linkedAccountFixture(db, client.accountId, 'USD');
  const target = { accountId: client.accountId, linkedAccountId: eur.linkedAccountId };
  await insertTransactions(db, target, [
    { amountMinor: 500_000, bookingDate: '2025-01-10', category: 'revenue.subscriptions.customer_transfers' },
    { amountMinor: 300_000, bookingDate: '2025-02-10', category: 'revenue.subscriptions.customer_transfers' },
    { amountMinor: -20_000, bookingDate: '2025-02-12', category: 'revenue.refunds.customer_refunds' },
    { amountMinor: -250_000, bookingDate: '2025-01-28', category: 'payroll.wages.salaries' },
    { amountMinor: -250_000, bookingDate: '2025-02-27', category: 'payroll.wages.salaries' },
    { amountMinor: -60_000, bookingDate: '2025-02-05', category: 'payroll.social_security.contributions' },
    { amountMinor: -40_000, bookingDate: '2025-01-03', category: 'operating_costs.facilities.rent' },
    { amountMinor: -40_000, bookingDate: '2025-02-03', category: 'operating_costs.facilities.rent' },
    { amountMinor: -8_000, bookingDate: '2025-02-28', category: 'financing.interest.interest_paid' },
    { amountMinor: -100_000, bookingDate: '2025-02-28', category: 'financing.loan_repayment.bank_loans' },
    { amountMinor: 1_000_000, bookingDate: '2025-01-15', category: 'financing.loan_drawdown.bank_loans' },
    { amountMinor: -30_000, bookingDate: '2025-02-20', category: 'taxes.vat.payments' },
    { amountMinor: -200_000, bookingDate: '2025-01-20', category: 'transfers.own_accounts.savings' },
    { amountMinor: 200_000, bookingDate: '2025-01-20', category: 'transfers.own_accounts.savings' },
    // Outside the range asked for below.
    { amountMinor: 999_999, bookingDate: '2024-12-31', category: 'revenue.subscriptions.customer_transfers' },
    { amountMinor: -5_000, bookingDate: '2025-04-01', category: 'operating_costs.facilities.rent' },
  ]);
  await insertTransactions(db, { accountId: client.accountId, linkedAccountId: usd.linkedAccountId }, [
    {
      amountMinor: 123_457,
      bookingDate: '2025-02-14',
      currency: 'USD',
      category: 'revenue.payouts.online_payments',
    },
  ]);
  // Another company's money never shows.
  const foreign = await linkedAccountFixture(db, other.accountId);
  await insertTransactions(db, { accountId: other.accountId, linkedAccountId: foreign.linkedAccountId }, [
    { amountMinor: 777_777, bookingDate: '2025-01-10', category: 'revenue.subscriptions.customer_transfers' },
  ]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const get = async (actor: Actor, url: string) => {
  const response = await actor.call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('categorised transactions', () => {
  it('adds money in and out per level-3 category, converted at the rate of the booking day', async () => {
    const data = await get(
      client,
      '/api/portfolio/client/nordigen-categorization?date_from=2025-01-01&date_to=2025-03-31',
    );
    expect(data).toMatchObject({ currency: 'EUR', level: 3, dateFrom: '2025-01-01', dateTo: '2025-03-31' });
    const byId = Object.fromEntries(data.categories.map((c: { categoryId: string }) => [c.categoryId, c]));
    expect(byId['revenue.subscriptions.customer_transfers']).toEqual({
      categoryId: 'revenue.subscriptions.customer_transfers',
      inflowMinor: 800_000,
      outflowMinor: 0,
      netMinor: 800_000,
      count: 2,
    });
    expect(byId['payroll.wages.salaries']).toMatchObject({
      outflowMinor: 500_000,
      netMinor: -500_000,
      count: 2,
    });
    expect(byId['transfers.own_accounts.savings']).toEqual({
      categoryId: 'transfers.own_accounts.savings',
      inflowMinor: 200_000,
      outflowMinor: 200_000,
      netMinor: 0,
      count: 2,
    });
    const usd = await toEur(123_457, 'USD', '2025-02-14');
    expect(usd).not.toBe(123_457);
    expect(byId['revenue.payouts.online_payments']).toMatchObject({ inflowMinor: usd, count: 1 });
    const nets = data.categories.map((c: { netMinor: number }) => Math.abs(c.netMinor));
    expect(nets).toEqual([...nets].sort((a, b) => b - a));
    expect(sum(data.categories.map((c: { count: number }) => c.count))).toBe(15);
  });

  it('rolls categories up to level 1 and converts into the currency asked for', async () => {
    const data = await get(
      client,
      '/api/portfolio/client/nordigen-categorization?level=1&currency=USD&date_from=2025-01-01&date_to=2025-03-31',
    );
    expect(data.currency).toBe('USD');
    expect(data.categories.map((c: { categoryId: string }) => c.categoryId).sort()).toEqual([
      'financing',
      'operating_costs',
      'payroll',
      'revenue',
      'taxes',
      'transfers',
    ]);
    const revenue = data.categories.find((c: { categoryId: string }) => c.categoryId === 'revenue');
    expect(revenue.inflowMinor).toBeGreaterThan(800_000 + 123_457); // EUR is worth more than a dollar
    expect(revenue.count).toBe(4);
  });

  it('defaults to the 90 days up to today', async () => {
    const data = await get(client, '/api/portfolio/client/nordigen-categorization');
    const today = isoDateOf(new Date());
    expect(data).toMatchObject({ currency: 'EUR', level: 3, dateTo: today, dateFrom: addDays(today, -90) });
    expect(data.categories).toEqual([]);
  });
});

describe('pivot by month', () => {
  it('gives each category’s net per month and the month totals', async () => {
    const data = await get(
      client,
      '/api/portfolio/client/nordigen-categorization/pivot?date_from=2025-01-01&date_to=2025-03-31',
    );
    expect(data.level).toBe(1);
    expect(data.months).toEqual(['2025-01-01', '2025-02-01', '2025-03-01']);
    const row = (id: string) => data.rows.find((r: { categoryId: string }) => r.categoryId === id);
    const usd = await toEur(123_457, 'USD', '2025-02-14');
    expect(row('revenue')).toEqual({
      categoryId: 'revenue',
      amountsMinor: [500_000, 300_000 - 20_000 + usd, 0],
      totalMinor: 780_000 + usd,
    });
    expect(row('payroll').amountsMinor).toEqual([-250_000, -310_000, 0]);
    expect(row('transfers').amountsMinor).toEqual([0, 0, 0]);
    data.months.forEach((_: string, i: number) => {
      expect(data.totalsMinor[i]).toBe(
        sum(data.rows.map((r: { amountsMinor: number[] }) => r.amountsMinor[i])),
      );
    });
  });

  it('defaults to the month of date_to and the five before it', async () => {
    const data = await get(
      client,
      '/api/portfolio/client/nordigen-categorization/pivot?date_to=2025-04-15&level=2',
    );
    expect(data.months).toEqual([
      '2024-11-01',
      '2024-12-01',
      '2025-01-01',
      '2025-02-01',
      '2025-03-01',
      '2025-04-01',
    ]);
    const rent = data.rows.find((r: { categoryId: string }) => r.categoryId === 'operating_costs.facilities');
    expect(rent.amountsMinor).toEqual([0, 0, -40_000, -40_000, 0, -5_000]);
    const today = isoDateOf(new Date());
    const byDefault = await get(client, '/api/portfolio/client/nordigen-categorization/pivot');
    expect(byDefault.months).toHaveLength(6);
    expect(byDefault.months.at(-1)).toBe(monthOf(today));
  });
});

describe('profit and loss', () => {
  it('reads the bank on a cash basis when there are no accounting lines: no transfers, loans or equity', async () => {
    const data = await get(client, '/api/portfolio/client/pnl?date_from=2025-01-01&date_to=2025-02-28');
    expect(data).toMatchObject({
      currency: 'EUR',
      view: 'month',
      source: 'bank',
      periods: ['2025-01-01', '2025-02-01'],
    });
    const usd = await toEur(123_457, 'USD', '2025-02-14');
    const lines = Object.fromEntries(data.lines.map((l: { key: string }) => [l.key, l]));
    expect(data.lines.map((l: { key: string }) => l.key)).toEqual([
      'revenue',
      'payroll',
      'operating_costs',
      'operating_result',
      'financing',
      'taxes',
      'net_result',
    ]);
    expect(lines.revenue).toEqual({
      key: 'revenue',
      kind: 'revenue',
      amountsMinor: [500_000, 280_000 + usd],
      totalMinor: 780_000 + usd,
    });
    expect(lines.payroll).toMatchObject({ kind: 'cost', amountsMinor: [250_000, 310_000] });
    expect(lines.operating_costs.amountsMinor).toEqual([40_000, 40_000]);
    expect(lines.operating_result).toMatchObject({ kind: 'subtotal', amountsMinor: [210_000, usd - 70_000] });
    expect(lines.financing.amountsMinor).toEqual([0, 8_000]);
    expect(lines.taxes.amountsMinor).toEqual([0, 30_000]);
    expect(lines.net_result.amountsMinor).toEqual([210_000, usd - 108_000]);
    expect(lines.net_result.totalMinor).toBe(102_000 + usd);
  });

  it('cuts by quarter and year, widening the range to whole periods', async () => {
    const quarter = await get(
      client,
      '/api/portfolio/client/pnl?date_from=2025-02-01&date_to=2025-04-10&view=quarter',
    );
    expect(quarter.periods).toEqual(['2025-01-01', '2025-04-01']);
    const rent = quarter.lines.find((l: { key: string }) => l.key === 'operating_costs');
    expect(rent.amountsMinor).toEqual([80_000, 5_000]);
    const year = await get(
      client,
      '/api/portfolio/client/pnl?date_from=2024-06-01&date_to=2025-06-01&view=year',
    );
    expect(year.periods).toEqual(['2024-01-01', '2025-01-01']);
    expect(year.lines[0].amountsMinor[0]).toBe(999_999);
  });

  it('defaults to the last 12 full months', async () => {
    const data = await get(client, '/api/portfolio/client/pnl');
    const thisMonth = monthOf(isoDateOf(new Date()));
    expect(data.periods).toHaveLength(12);
    expect(data.periods[0]).toBe(addMonths(thisMonth, -12));
    expect(data.periods.at(-1)).toBe(addMonths(thisMonth, -1));
  });

  it('takes the accounting tool’s lines when it has some in the range', async () => {
    const { db } = t.container.database;
    const [integration] = await db
      .insert(schema.integrations)
      .values({
        accountId: client.accountId,
        type: 'codat',
        category: 'accounting',
        sandbox: true,
        status: 'active',
      })
      .returning({ id: schema.integrations.id });
    const line = (month: string, category: string, amountMinor: number, currency = 'EUR') => ({
      accountId: client.accountId,
      integrationId: integration!.id,
      month,
      category,
      currency,
      amountMinor,
    });
    await db
      .insert(schema.accountingPnlLines)
      .values([
        line('2025-01-01', 'Income/Revenue/Subscriptions', 900_000),
        line('2025-01-01', 'Income/Other income/Interest', 1_000),
        line('2025-01-01', 'Expenses/Payroll/Wages', -300_000),
        line('2025-01-01', 'Expenses/Operating/Rent', -40_000),
        line('2025-01-01', 'Expenses/Cost of sales/Hosting', -20_000),
        line('2025-01-01', 'Expenses/Financing/Interest', -7_000),
        line('2025-01-01', 'Expenses/Taxes/Trade tax', -15_000),
        line('2025-02-01', 'Income/Revenue/Subscriptions', 50_000, 'GBP'),
      ]);
    const data = await get(client, '/api/portfolio/client/pnl?date_from=2025-01-01&date_to=2025-02-28');
    expect(data.source).toBe('accounting');
    const gbp = await toEur(50_000, 'GBP', '2025-02-01');
    const lines = Object.fromEntries(
      data.lines.map((l: { key: string; amountsMinor: number[] }) => [l.key, l.amountsMinor]),
    );
    expect(lines).toEqual({
      revenue: [901_000, gbp],
      payroll: [300_000, 0],
      operating_costs: [60_000, 0],
      operating_result: [541_000, gbp],
      financing: [7_000, 0],
      taxes: [15_000, 0],
      net_result: [519_000, gbp],
    });
    // A range without accounting lines still reads the bank.
    const later = await get(client, '/api/portfolio/client/pnl?date_from=2025-04-01&date_to=2025-04-30');
    expect(later.source).toBe('bank');
    expect(later.lines.find((l: { key: string }) => l.key === 'operating_costs').amountsMinor).toEqual([
      5_000,
    ]);
  });
});

describe('payments grid', () => {
  const today = isoDateOf(new Date());
  const thisMonth = monthOf(today);
  const month = (offset: number) => addMonths(thisMonth, offset);

  beforeAll(async () => {
    const { db } = t.container.database;
    const subscription = async (
      accountId: string,
      fields: { customer: string; name: string; currency: string; months: number; start: string },
      terms: { from: string; amount: number; status?: string }[],
    ) => {
      const [row] = await db
        .insert(schema.subscriptions)
        .values({
          accountId,
          source: 'csv',
          externalId: randomUUID(),
          status: 'AVAILABLE',
          billingPeriodMonths: fields.months,
          currency: fields.currency,
          amountMinor: terms.at(-1)!.amount,
          mrrMinor: Math.round(terms.at(-1)!.amount / fields.months),
          startDate: fields.start,
          customerName: fields.name,
          customerExternalId: fields.customer,
          customerCountry: 'DE',
        })
        .returning({ id: schema.subscriptions.id });
      await db.insert(schema.subscriptionChanges).values(
        terms.map((term) => ({
          accountId,
          subscriptionId: row!.id,
          effectiveDate: term.from,
          netRecurringAmountMinor: term.amount,
          billingPeriodMonths: fields.months,
          status: term.status ?? 'AVAILABLE',
          tradingStatus: 'AVAILABLE',
          currency: fields.currency,
          source: 'csv',
        })),
      );
    };
    // Monthly on the 1st since four months ago; upgraded last month.
    await subscription(
      client.accountId,
      { customer: 'cus_a', name: 'Acme AG', currency: 'EUR', months: 1, start: month(-4) },
      [
        { from: month(-4), amount: 10_000 },
        { from: month(-1), amount: 15_000 },
      ],
    );
    // Quarterly in dollars on the 5th since five months ago.
    const bStart = addDays(month(-5), 4);
    await subscription(
      client.accountId,
      { customer: 'cus_b', name: 'Beta Inc', currency: 'USD', months: 3, start: bStart },
      [{ from: bStart, amount: 90_000 }],
    );
    // Monthly, billed on the last day of the month from this month on: nothing due before today.
    const cStart = periodEnd(thisMonth, 'month');
    await subscription(
      client.accountId,
      { customer: 'cus_c', name: 'Cobalt GmbH', currency: 'EUR', months: 1, start: cStart },
      [{ from: cStart, amount: 5_000 }],
    );
    // Paused two months ago: nothing billed then.
    await subscription(
      client.accountId,
      { customer: 'cus_p', name: 'Paused Ltd', currency: 'EUR', months: 1, start: month(-3) },
      [
        { from: month(-3), amount: 2_000 },
        { from: month(-2), amount: 2_000, status: 'PAUSED' },
        { from: month(-1), amount: 2_000 },
      ],
    );
    // Another company's subscription.
    await subscription(
      other.accountId,
      { customer: 'cus_a', name: 'Acme AG', currency: 'EUR', months: 1, start: month(-4) },
      [{ from: month(-4), amount: 99_900 }],
    );
    const [stripe] = await db
      .insert(schema.integrations)
      .values({
        accountId: client.accountId,
        type: 'stripe',
        category: 'billing',
        sandbox: true,
        status: 'active',
      })
      .returning({ id: schema.integrations.id });
    const payment = (
      customer: string | null,
      day: string,
      amountMinor: number,
      status = 'succeeded',
      currency = 'EUR',
    ) => ({
      accountId: client.accountId,
      integrationId: stripe!.id,
      provider: 'stripe',
      externalId: randomUUID(),
      customerExternalId: customer,
      currency,
      amountMinor,
      status,
      occurredAt: new Date(`${day}T10:00:00Z`),
    });
    await db
      .insert(schema.providerPayments)
      .values([
        payment('cus_a', addDays(month(-4), 1), 10_000),
        payment('cus_a', addDays(month(-3), 2), 10_000),
        payment('cus_a', addDays(month(-2), 2), 4_000),
        payment('cus_a', addDays(month(-1), 2), 15_000, 'failed'),
        payment('cus_a', thisMonth, 15_000),
        payment('cus_b', addDays(month(-5), 6), 90_000, 'succeeded', 'USD'),
        payment('cus_d', addDays(month(-1), 10), 7_700),
        payment(null, addDays(month(-1), 10), 1_000),
        payment('cus_a', addDays(month(-7), 2), 10_000),
      ]);
  });

  it('sets expected against received per customer and month, with a status per cell', async () => {
    const data = await get(client, '/api/portfolio/client/payment-grid');
    expect(data.currency).toBe('EUR');
    expect(data.months).toEqual([month(-5), month(-4), month(-3), month(-2), month(-1), thisMonth]);
    const row = (id: string) =>
      data.customers.find((c: { customerExternalId: string }) => c.customerExternalId === id);
    const cells = (id: string) =>
      row(id).cells.map((c: { expectedMinor: number; receivedMinor: number; status: string }) => [
        c.expectedMinor,
        c.receivedMinor,
        c.status,
      ]);
    expect(row('cus_a').customerName).toBe('Acme AG');
    expect(cells('cus_a')).toEqual([
      [0, 0, 'none'],
      [10_000, 10_000, 'paid'],
      [10_000, 10_000, 'paid'],
      [10_000, 4_000, 'partial'],
      [15_000, 0, 'unpaid'],
      [15_000, 15_000, 'paid'],
    ]);
    const b1 = await toEur(90_000, 'USD', addDays(month(-5), 4));
    const b2 = await toEur(90_000, 'USD', addDays(month(-2), 4));
    const paid = await toEur(90_000, 'USD', addDays(month(-5), 6));
    expect(cells('cus_b')).toEqual([
      [b1, paid, paid >= b1 ? 'paid' : 'partial'],
      [0, 0, 'none'],
      [0, 0, 'none'],
      [b2, 0, 'unpaid'],
      [0, 0, 'none'],
      [0, 0, 'none'],
    ]);
    expect(cells('cus_c').at(-1)).toEqual([5_000, 0, 'upcoming']);
    expect(cells('cus_p').map((c: unknown[]) => c[0])).toEqual([0, 0, 2_000, 0, 2_000, 2_000]);
    expect(row('cus_d')).toMatchObject({ customerName: 'cus_d', expectedMinor: 0, receivedMinor: 7_700 });
    expect(data.customers.map((c: { expectedMinor: number }) => c.expectedMinor)).toEqual(
      [...data.customers.map((c: { expectedMinor: number }) => c.expectedMinor)].sort((x, y) => y - x),
    );
    expect(data.customers.map((c: { customerExternalId: string }) => c.customerExternalId).sort()).toEqual([
      'cus_a',
      'cus_b',
      'cus_c',
      'cus_d',
      'cus_p',
    ]);
    data.months.forEach((_: string, i: number) => {
      expect(data.totals.expectedMinor[i]).toBe(
        sum(data.customers.map((c: { cells: { expectedMinor: number }[] }) => c.cells[i]!.expectedMinor)),
      );
      expect(data.totals.receivedMinor[i]).toBe(
        sum(data.customers.map((c: { cells: { receivedMinor: number }[] }) => c.cells[i]!.receivedMinor)),
      );
    });
    expect(row('cus_a').receivedMinor).toBe(39_000);
  });

  it('takes fewer or more months and another currency', async () => {
    const two = await get(client, '/api/portfolio/client/payment-grid?forPastMonths=2&currency=GBP');
    expect(two).toMatchObject({ currency: 'GBP', months: [month(-1), thisMonth] });
    const acme = two.customers.find((c: { customerExternalId: string }) => c.customerExternalId === 'cus_a');
    expect(acme.cells[1].expectedMinor).toBeLessThan(15_000);
    const long = await get(client, '/api/portfolio/client/payment-grid?forPastMonths=8');
    expect(long.months[0]).toBe(month(-7));
    const early = long.customers.find(
      (c: { customerExternalId: string }) => c.customerExternalId === 'cus_a',
    );
    expect(early.cells[0]).toEqual({
      month: month(-7),
      expectedMinor: 0,
      receivedMinor: 10_000,
      status: 'none',
    });
    const none = await get(other, '/api/portfolio/client/payment-grid');
    expect(none.customers.map((c: { expectedMinor: number }) => c.expectedMinor)).toEqual([99_900 * 5]);
  });
});

describe('access and validation', () => {
  const routes = [
    '/api/portfolio/client/nordigen-categorization',
    '/api/portfolio/client/nordigen-categorization/pivot',
    '/api/portfolio/client/pnl',
    '/api/portfolio/client/payment-grid',
  ];

  it('answers approved client companies only: 401 without a token, 403 in review, for investors and operators', async () => {
    for (const url of routes) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      const waiting = await inReview.call('GET', url);
      expect(waiting.statusCode, url).toBe(403);
      expect(waiting.json().errors[0].code, url).toBe('ACCOUNT_IN_REVIEW');
      expect((await investor.call('GET', url)).statusCode, url).toBe(403);
      expect((await admin.call('GET', url)).statusCode, url).toBe(403);
      expect((await client.call('GET', url)).statusCode, url).toBe(200);
    }
  });

  it('shows another company none of this one’s money', async () => {
    const data = await get(
      other,
      '/api/portfolio/client/nordigen-categorization?date_from=2025-01-01&date_to=2025-03-31',
    );
    expect(data.categories).toEqual([
      {
        categoryId: 'revenue.subscriptions.customer_transfers',
        inflowMinor: 777_777,
        outflowMinor: 0,
        netMinor: 777_777,
        count: 1,
      },
    ]);
  });

  it('refuses bad parameters with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['/api/portfolio/client/nordigen-categorization?level=4', 'level'],
      ['/api/portfolio/client/nordigen-categorization?level=x', 'level'],
      ['/api/portfolio/client/nordigen-categorization?currency=CHF', 'currency'],
      ['/api/portfolio/client/nordigen-categorization?date_from=2025-02-30', 'date_from'],
      ['/api/portfolio/client/nordigen-categorization?date_from=2025-03-01&date_to=2025-02-01', 'date_from'],
      ['/api/portfolio/client/nordigen-categorization?date_from=2010-01-01&date_to=2025-02-01', 'date_from'],
      ['/api/portfolio/client/nordigen-categorization/pivot?level=0', 'level'],
      ['/api/portfolio/client/nordigen-categorization/pivot?date_to=tomorrow', 'date_to'],
      ['/api/portfolio/client/pnl?view=week', 'view'],
      ['/api/portfolio/client/pnl?currency=eur', 'currency'],
      ['/api/portfolio/client/payment-grid?forPastMonths=25', 'forPastMonths'],
      ['/api/portfolio/client/payment-grid?forPastMonths=0', 'forPastMonths'],
      ['/api/portfolio/client/payment-grid?forPastMonths=2.5', 'forPastMonths'],
      ['/api/portfolio/client/payment-grid?months=3', 'months'],
    ];
    for (const [url, field] of cases) {
      const response = await client.call('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors[0].message, url).toContain(field);
    }
  });
});
