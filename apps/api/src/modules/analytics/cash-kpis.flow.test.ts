import { schema } from '@tranche/db';
import { addDays, convertMinor, isCurrency, isoDateOf } from '@tranche/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createCompanyActor } from '../../test/actors';
import { connectSandboxBank } from '../../test/sandbox-bank';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadRateTable } from '../currency-exchange/exchange-rates.service';
import { ratingInputOf } from '../rating/rating.service';

let t: TestApp;
let client: Actor & { accountId: string };

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  client = await createCompanyActor(t, 'client', { approved: true });
  await connectSandboxBank(client);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const db = () => t.container.database.db;

/** Σ of the company's balances at the end of `day` in EUR: today's less what was booked after `day`. */
async function liquidityOn(day: string): Promise<number> {
  const rates = await loadRateTable(db());
  const accounts = await db()
    .select()
    .from(schema.linkedBankAccounts)
    .where(eq(schema.linkedBankAccounts.accountId, client.accountId));
  let sum = 0;
  for (const account of accounts) {
    const [later] = await db()
      .select({
        amount: sql<number>`coalesce(sum(${schema.bankTransactions.amountMinor}), 0)::bigint`.mapWith(Number),
      })
      .from(schema.bankTransactions)
      .where(
        and(
          eq(schema.bankTransactions.linkedAccountId, account.id),
          gt(schema.bankTransactions.bookingDate, day),
        ),
      );
    if (!isCurrency(account.currency)) throw new Error(account.currency);
    sum += convertMinor((account.balanceMinor ?? 0) - later!.amount, account.currency, 'EUR', day, rates);
  }
  return sum;
}

describe('the cash KPIs from a connected bank and accounting data', () => {
  it('read liquidity, flows, burn and runway from the bank, today and at the end of a past period', async () => {
    const today = isoDateOf(new Date());
    const now = (await client.call('GET', '/api/analytics/current?currency=EUR')).json().data.cash;
    expect(now.cashLiquidity).toEqual({ kind: 'value', value: await liquidityOn(today) });
    for (const id of ['monthlyInflow', 'monthlyOutflow', 'monthlyBurn']) expect(now[id].kind).toBe('value');
    expect(['value', 'unlimited']).toContain(now.runway.kind);
    // The accounting KPIs still wait for their connection.
    expect(now.debtToAsset).toEqual({ kind: 'unavailable', reason: 'NEEDS_ACCOUNTING_CONNECTION' });

    const end = addDays(today, -45);
    const past = (
      await client.call(
        'GET',
        `/api/analytics?interval=month&start=${addDays(end, -90)}&end=${end}&currency=EUR`,
      )
    ).json().data.cash;
    expect(past.cashLiquidity).toEqual({ kind: 'value', value: await liquidityOn(end) });
    expect(past.cashLiquidity).not.toEqual(now.cashLiquidity);

    const flows = (await client.call('GET', '/api/bank/cashflow')).json().data as {
      month: string;
      currency: string;
      inflowMinor: number;
      outflowMinor: number;
    }[];
    const lastFullMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
    const own = flows.filter((row) => row.month.startsWith(lastFullMonth) && row.currency === 'EUR');
    if (flows.every((row) => row.currency === 'EUR')) {
      expect(now.monthlyInflow.value).toBe(own.reduce((sum, row) => sum + row.inflowMinor, 0));
      expect(now.monthlyOutflow.value).toBe(own.reduce((sum, row) => sum + row.outflowMinor, 0));
    }
  });

  it('add debt to asset, gross margin and LTV:CAC once books are synced, and move the rating’s cash factors', async () => {
    const [books] = await db()
      .insert(schema.integrations)
      .values({
        accountId: client.accountId,
        type: 'codat',
        category: 'accounting',
        status: 'active',
        sandbox: true,
        lastSyncedAt: new Date(),
      })
      .returning();
    const today = isoDateOf(new Date());
    const lastMonth = `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
    const target = { accountId: client.accountId, integrationId: books!.id };
    await db()
      .insert(schema.accountingBalanceSheets)
      .values({
        ...target,
        asOf: today,
        currency: 'EUR',
        totalAssetsMinor: 80_000_000,
        totalLiabilitiesMinor: 20_000_000,
        cashMinor: 30_000_000,
        debtMinor: 10_000_000,
      });
    await db()
      .insert(schema.accountingPnlLines)
      .values([
        {
          ...target,
          month: lastMonth,
          category: 'Income/Revenue/Subscriptions',
          currency: 'EUR',
          amountMinor: 10_000_000,
        },
        {
          ...target,
          month: lastMonth,
          category: 'Expenses/Cost of sales/Hosting',
          currency: 'EUR',
          amountMinor: -2_500_000,
        },
        {
          ...target,
          month: lastMonth,
          category: 'Expenses/Sales and marketing/Advertising',
          currency: 'EUR',
          amountMinor: -1_000_000,
        },
      ]);
    const cash = (await client.call('GET', '/api/analytics/current?currency=EUR')).json().data.cash;
    expect(cash.debtToAsset).toEqual({ kind: 'value', value: 0.25 });
    expect(cash.grossMargin).toEqual({ kind: 'value', value: 75 });
    // A company without subscriptions has no LTV: the ratio says why instead of a number.
    expect(cash.ltvToCac.kind).not.toBe('unavailable');

    // The rating takes runway from the bank and debt to asset from the books.
    const input = await ratingInputOf(t.container, client.accountId, today);
    expect(input.debtToAsset).toEqual({ kind: 'value', value: 0.25 });
    expect(['value', 'unlimited']).toContain(input.runway.kind);
  });
});
