import { schema } from '@tranche/db';
import { addMonths, type IsoDate, isoDateOf } from '@tranche/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { investorPortfolio } from './portfolio.service';
import { runRepayments, transfersArriveWhenDue } from './repayments.service';
import { seedSale } from './testing/sale';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
}, 60_000);
afterAll(() => t?.close());

describe('the investor portfolio', () => {
  it('shows what was invested, what is expected and received, and the IRR once money came back', async () => {
    const sale = await seedSale(t.container);
    const [first] = await t.container.database.db
      .select()
      .from(schema.assetPayments)
      .where(eq(schema.assetPayments.assetId, sale.assetId));
    const investorId = first!.investorAccountId;
    const currency = first!.currency as 'EUR';
    const [order] = await t.container.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, sale.orderId));

    const before = await investorPortfolio(t.container, investorId, currency);
    expect(before).toMatchObject({
      holdings: 1,
      invested: order!.priceMinor,
      expected: sale.face,
      received: 0,
      outstanding: sale.face,
      overdue: 0,
      irr: null,
      irrMissing: 'NEEDS_INFLOW_AND_OUTFLOW',
    });
    // Repaid as scheduled, bought below face value: a positive expected return.
    expect(before.expectedIrr).toBeGreaterThan(0);
    expect(before.nextPayment?.date).toBe(addMonths(isoDateOf(new Date()), 1));
    expect(before.byCompany).toHaveLength(1);
    expect(before.byCompany[0]).toMatchObject({ invested: order!.priceMinor, share: 100 });
    expect(before.monthly.reduce((s, m) => s + m.expected, 0)).toBe(sale.face);

    // Every instalment is repaid on its due day.
    await runRepayments(t.container, {
      asOf: sale.lastDueDate as IsoDate,
      sources: [transfersArriveWhenDue],
    });
    const after = await investorPortfolio(t.container, investorId, currency, sale.lastDueDate as IsoDate);
    expect(after).toMatchObject({
      received: sale.face,
      outstanding: 0,
      overdue: 0,
      nextPayment: null,
      irrMissing: null,
    });
    // Bought below face value and repaid in full: a positive return.
    expect(after.irr).toBeGreaterThan(0);
    // Everything was repaid on its due day: the expected return is the actual one.
    expect(after.expectedIrr).toBe(after.irr);
    expect(after.monthly.reduce((s, m) => s + m.received, 0)).toBe(sale.face);
    expect(after.byGrade[0]).toMatchObject({ outstanding: 0, share: 100 });

    // Nothing of another currency is mixed in.
    const other = await investorPortfolio(t.container, investorId, currency === 'EUR' ? 'USD' : 'EUR');
    expect(other).toMatchObject({ holdings: 0, invested: 0, irr: null, irrMissing: 'NO_INVESTMENT' });
  });

  it('answers investors only, each their own', async () => {
    const investor = await createCompanyActor(t, 'investor', { approved: true });
    const mine = await investor.call('GET', '/api/investor/portfolio?currency=EUR');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ holdings: 0, invested: 0, byCompany: [] });
    const client = await createCompanyActor(t, 'client', { approved: true });
    const admin = await createActor(t, { admin: true });
    const unapproved = await createCompanyActor(t, 'investor');
    for (const caller of [client, admin, unapproved])
      expect((await caller.call('GET', '/api/investor/portfolio')).statusCode).toBe(403);
    expect((await investor.call('GET', '/api/investor/portfolio?currency=XXX')).statusCode).toBe(400);
  });
});
