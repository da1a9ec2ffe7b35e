import { schema } from '@tranche/db';
import { addMonths, type IsoDate, isoDateOf } from '@tranche/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setAllowedTradePercent } from '../accounts/review.service';
import { totalsByCurrency } from '../ledger/ledger.repo';
import { recordDeposit } from '../ledger/ledger.service';
import { seedDemoSubscriptions } from '../subscriptions/demo-subscriptions';
import { confirmedTransfers, runRepayments, transfersArriveWhenDue } from './repayments.service';
import { mainCurrencyOf } from './testing/book-currency';

type Company = Actor & { accountId: string };
type Payment = { id: string; number: number; rate: number; paymentStatus: string; paymentDueDate: string };
let t: TestApp;
let client: Company;
let otherClient: Company;
let investor: Company;
let orderId: string;
let currency: string;
let face: number;

const payments = async (): Promise<Payment[]> =>
  (await client.call('GET', '/api/client/asset-payments?size=100&orderBy[0][paymentDueDate]=asc')).json()
    .data;
const balance = async () =>
  (
    (await investor.call('GET', '/api/investor/balances')).json().data as {
      currency: string;
      available: number;
      receivable: number;
    }[]
  ).find((b) => b.currency === currency)!;

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  client = await createCompanyActor(t, 'client', { approved: true });
  otherClient = await createCompanyActor(t, 'client', { approved: true });
  investor = await createCompanyActor(t, 'investor', { approved: true });
  await seedDemoSubscriptions(t.container, client.accountId, { seed: 5, asOf: isoDateOf(new Date()) });
  await setAllowedTradePercent(t.container, client.accountId, 100);
  const rows = (await client.call('GET', '/api/subscriptions?where[tradable]=true&size=50')).json().data as {
    id: string;
    currency: string;
    endDate: string | null;
    billingPeriod: number;
  }[];
  // Billed monthly: each owes payments within a three-month contract (a yearly one may not).
  const monthly = rows.filter((r) => r.endDate === null && r.billingPeriod === 1);
  currency = mainCurrencyOf(monthly);
  const chosen = monthly.filter((r) => r.currency === currency).slice(0, 2);
  const asset = (
    await client.call('POST', '/api/assets', {
      contractLengthMonths: 3,
      subscriptions: { create: chosen.map((s) => ({ id_subscription: s.id })) },
    })
  ).json().data as { id: string; faceValue: number; guidePrice: number };
  face = asset.faceValue;
  await recordDeposit(
    t.container,
    investor.accountId,
    { currency: currency as 'EUR', amount: asset.faceValue * 2, reference: 'repayments-test' },
    'test',
  );
  const bid = await investor.call('POST', '/api/investor/orders', {
    id_asset: asset.id,
    price: asset.guidePrice,
  });
  orderId = bid.json().data.id;
  expect((await client.call('POST', `/api/orders/${orderId}/approve`)).statusCode).toBe(200);
}, 300_000);
afterAll(() => t?.close());

describe('repayments', () => {
  it('the client announces a transfer; only the run records it, with its ledger entry', async () => {
    const [first] = await payments();
    const before = await balance();
    expect(
      (await otherClient.call('POST', `/api/client/asset-payments/${first!.id}/confirm`)).statusCode,
    ).toBe(404);
    expect((await investor.call('POST', `/api/client/asset-payments/${first!.id}/confirm`)).statusCode).toBe(
      403,
    );
    const confirmed = await client.call('POST', `/api/client/asset-payments/${first!.id}/confirm`);
    expect(confirmed.json().data.paymentStatus).toBe('PENDING');
    expect((await client.call('POST', `/api/client/asset-payments/${first!.id}/confirm`)).statusCode).toBe(
      409,
    );
    expect((await balance()).available).toBe(before.available);

    const run = await runRepayments(t.container, { asOf: isoDateOf(new Date()) });
    expect(run.recorded).toBe(1);
    const [paid] = await payments();
    expect(paid).toMatchObject({ id: first!.id, paymentStatus: 'PAID' });
    expect((await balance()).available).toBe(before.available + first!.rate);
    expect((await balance()).receivable).toBe(before.receivable - first!.rate);
    expect((await runRepayments(t.container, { asOf: isoDateOf(new Date()) })).recorded).toBe(0);
    expect((await balance()).available).toBe(before.available + first!.rate);
  });

  it('announces due instalments once, counts the overdue ones, and repays the face value exactly', async () => {
    const schedule = await payments();
    const second = schedule[1]!;
    const dueRun = await runRepayments(t.container, { asOf: second.paymentDueDate });
    expect(dueRun).toMatchObject({ recorded: 0, due: 1, overdue: 0 });
    await runRepayments(t.container, { asOf: second.paymentDueDate });
    const notices = await t.container.database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.externalId, `${second.id}:due`));
    expect(notices).toHaveLength(1);
    const late = addMonths(schedule.at(-1)!.paymentDueDate as IsoDate, 1);
    expect((await runRepayments(t.container, { asOf: late })).overdue).toBe(2);
    const count = await client.call('GET', '/api/client/asset-payments/count?where[overdue]=true');
    expect(count.json().data.count).toBe(0); // overdue counts against today, and today nothing is late

    const all = await runRepayments(t.container, {
      asOf: late,
      sources: [confirmedTransfers, transfersArriveWhenDue],
    });
    expect(all.recorded).toBe(2);
    const after = await payments();
    expect(after.every((p) => p.paymentStatus === 'PAID')).toBe(true);
    expect(after.reduce((sum, p) => sum + p.rate, 0)).toBe(face);
    expect((await balance()).receivable).toBe(0);
    for (const total of (await totalsByCurrency(t.container.database.db)).values()) expect(total).toBe(0);
    const received = await t.container.database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.type, 'REPAYMENT_RECEIVED'));
    expect(received.filter((n) => n.accountId === investor.accountId)).toHaveLength(3);
    // The client is told of each instalment recorded, the investor of each received, never the other way.
    const recorded = await t.container.database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.type, 'REPAYMENT_RECORDED'));
    expect(recorded.filter((n) => n.accountId === client.accountId)).toHaveLength(3);
    expect(recorded.filter((n) => n.accountId === investor.accountId)).toHaveLength(0);
    expect(notices[0]).toMatchObject({ accountId: client.accountId, type: 'REPAYMENT_DUE' });
  });
});
