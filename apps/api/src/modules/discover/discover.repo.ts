import type { Db } from '@tranche/db';
import type { IsoDate } from '@tranche/domain';
import { sql } from 'drizzle-orm';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Money of one level-3 category on one day in one currency (the grain a rate applies to). */
export interface DailyCategoryFlow {
  day: IsoDate;
  currency: string;
  category: string;
  inflowMinor: number;
  outflowMinor: number;
  count: number;
}

/**
 * A company's bank transactions from `from` to `to` (booking dates, both included), added up in
 * the database per day, currency and category: money in, money out (positive) and how many.
 */
export async function dailyCategoryFlows(
  db: Db,
  accountId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<DailyCategoryFlow[]> {
  const result = await db.execute(sql`
    select booking_date::text as day, currency, category,
      coalesce(sum(amount_minor) filter (where amount_minor > 0), 0)::bigint::text as inflow,
      coalesce(-sum(amount_minor) filter (where amount_minor < 0), 0)::bigint::text as outflow,
      count(*)::int as n
    from bank_transactions
    where account_id = ${accountId} and booking_date >= ${from}::date and booking_date <= ${to}::date
    group by booking_date, currency, category
    order by booking_date, currency, category`);
  return rowsOf<{
    day: string;
    currency: string;
    category: string;
    inflow: string;
    outflow: string;
    n: number;
  }>(result).map((row) => ({
    day: row.day,
    currency: row.currency,
    category: row.category,
    inflowMinor: Number(row.inflow),
    outflowMinor: Number(row.outflow),
    count: row.n,
  }));
}

/** A month of an accounting account (positive income, negative expense), summed per path and currency. */
export interface AccountingMonthLine {
  month: IsoDate;
  category: string;
  currency: string;
  amountMinor: number;
}

/** The company's accounting P&L lines of the months from `from` to `to` (first days, both included). */
export async function accountingLines(
  db: Db,
  accountId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<AccountingMonthLine[]> {
  const result = await db.execute(sql`
    select month::text as month, category, currency, sum(amount_minor)::bigint::text as amount
    from accounting_pnl_lines
    where account_id = ${accountId} and month >= ${from}::date and month <= ${to}::date
    group by month, category, currency
    order by month, category, currency`);
  return rowsOf<{ month: string; category: string; currency: string; amount: string }>(result).map((row) => ({
    month: row.month,
    category: row.category,
    currency: row.currency,
    amountMinor: Number(row.amount),
  }));
}

/** One recorded set of terms of a subscription, with the subscription's life and customer. */
export interface TermsRow {
  subscriptionId: string;
  customerExternalId: string;
  customerName: string;
  currency: string;
  startDate: IsoDate;
  endDate: IsoDate | null;
  effectiveDate: IsoDate;
  amountMinor: number;
  billingPeriodMonths: number;
  status: string;
  tradingStatus: string;
}

/**
 * The history of terms of the company's live subscriptions that run at some time from `from` to
 * `to`, ordered by subscription and effective date (the rows analytics reads, too).
 */
export async function subscriptionTerms(
  db: Db,
  accountId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<TermsRow[]> {
  const result = await db.execute(sql`
    select s.id as subscription_id, s.customer_external_id, s.customer_name, s.currency,
      s.start_date::text as start_date, s.end_date::text as end_date, c.effective_date::text as effective_date,
      c.net_recurring_amount_minor::text as amount, c.billing_period_months as months, c.status, c.trading_status
    from subscription_changes c join subscriptions s on s.id = c.subscription_id
    where c.account_id = ${accountId} and s.account_id = ${accountId} and s.pending_import_id is null
      and s.start_date <= ${to}::date and (s.end_date is null or s.end_date > ${from}::date)
    order by s.id, c.effective_date`);
  return rowsOf<{
    subscription_id: string;
    customer_external_id: string;
    customer_name: string;
    currency: string;
    start_date: string;
    end_date: string | null;
    effective_date: string;
    amount: string;
    months: number;
    status: string;
    trading_status: string;
  }>(result).map((row) => ({
    subscriptionId: row.subscription_id,
    customerExternalId: row.customer_external_id,
    customerName: row.customer_name,
    currency: row.currency,
    startDate: row.start_date,
    endDate: row.end_date,
    effectiveDate: row.effective_date,
    amountMinor: Number(row.amount),
    billingPeriodMonths: row.months,
    status: row.status,
    tradingStatus: row.trading_status,
  }));
}

/** Succeeded payments of a customer on a day in a currency (UTC days), summed. */
export interface DailyPayment {
  customerExternalId: string;
  day: IsoDate;
  currency: string;
  amountMinor: number;
}

/**
 * What the company's customers paid from `from` to `to` (both included): succeeded payments synced
 * from billing providers that name the customer, summed per customer, day and currency.
 */
export async function dailyPayments(
  db: Db,
  accountId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<DailyPayment[]> {
  const result = await db.execute(sql`
    select customer_external_id, (occurred_at at time zone 'UTC')::date::text as day, currency,
      sum(amount_minor)::bigint::text as amount
    from provider_payments
    where account_id = ${accountId} and status = 'succeeded' and customer_external_id is not null
      and occurred_at >= ${from}::timestamp at time zone 'UTC'
      and occurred_at < (${to}::date + 1)::timestamp at time zone 'UTC'
    group by 1, 2, 3
    order by customer_external_id, day, currency`);
  return rowsOf<{ customer_external_id: string; day: string; currency: string; amount: string }>(result).map(
    (row) => ({
      customerExternalId: row.customer_external_id,
      day: row.day,
      currency: row.currency,
      amountMinor: Number(row.amount),
    }),
  );
}

/** The names billing providers' invoices give customers (for customers without subscriptions). */
export async function invoiceCustomerNames(
  db: Db,
  accountId: string,
  customerIds: readonly string[],
): Promise<Map<string, string>> {
  if (customerIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select distinct on (customer_external_id) customer_external_id, customer_name
    from provider_invoices
    where account_id = ${accountId}
      and customer_external_id in (select jsonb_array_elements_text(${JSON.stringify(customerIds)}::jsonb))
    order by customer_external_id, issued_on desc`);
  return new Map(
    rowsOf<{ customer_external_id: string; customer_name: string }>(result).map((row) => [
      row.customer_external_id,
      row.customer_name,
    ]),
  );
}
