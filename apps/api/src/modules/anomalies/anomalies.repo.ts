import type { Db } from '@tranche/db';
import type { IsoDate } from '@tranche/domain';
import { sql } from 'drizzle-orm';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A bank transaction as the detectors read it: the other party's name by direction. */
export interface BankRowRecord {
  id: string;
  day: IsoDate;
  amountMinor: number;
  currency: string;
  counterparty: string | null;
  description: string | null;
  category: string;
}

/** The company's bank transactions booked from `from` to `to` (both included), oldest first. */
export async function bankRows(
  db: Db,
  accountId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<BankRowRecord[]> {
  const result = await db.execute(sql`
    select id, booking_date::text as day, amount_minor::text as amount, currency,
      case when amount_minor < 0 then coalesce(creditor_name, debtor_name)
           else coalesce(debtor_name, creditor_name) end as counterparty,
      description, category
    from bank_transactions
    where account_id = ${accountId} and booking_date >= ${from}::date and booking_date <= ${to}::date
    order by booking_date, id`);
  return rowsOf<{
    id: string;
    day: string;
    amount: string;
    currency: string;
    counterparty: string | null;
    description: string | null;
    category: string;
  }>(result).map((row) => ({
    id: row.id,
    day: row.day,
    amountMinor: Number(row.amount),
    currency: row.currency,
    counterparty: row.counterparty,
    description: row.description,
    category: row.category,
  }));
}

/** Collection attempts synced from billing providers per month (UTC): how many, how many failed. */
export async function paymentMonths(
  db: Db,
  accountId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<{ month: IsoDate; attempts: number; failed: number }[]> {
  const result = await db.execute(sql`
    select date_trunc('month', occurred_at at time zone 'UTC')::date::text as month,
      count(*)::int as attempts, (count(*) filter (where status = 'failed'))::int as failed
    from provider_payments
    where account_id = ${accountId}
      and occurred_at >= ${from}::timestamp at time zone 'UTC'
      and occurred_at < (${to}::date + 1)::timestamp at time zone 'UTC'
    group by 1
    order by 1`);
  return rowsOf<{ month: string; attempts: number; failed: number }>(result);
}

export interface InvoiceRecord {
  id: string;
  customerId: string;
  customerName: string;
  status: string;
  currency: string;
  totalMinor: number;
  issuedOn: IsoDate;
  dueOn: IsoDate | null;
  paidOn: IsoDate | null;
}

/** The company's invoices (billing and accounting tools) issued from `from` to `to`, oldest first. */
export async function invoiceRows(
  db: Db,
  accountId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<InvoiceRecord[]> {
  const result = await db.execute(sql`
    select id, customer_external_id, customer_name, status, currency, total_minor::text as total,
      issued_on::text as issued_on, due_on::text as due_on, paid_on::text as paid_on
    from provider_invoices
    where account_id = ${accountId} and issued_on >= ${from}::date and issued_on <= ${to}::date
    order by issued_on, id`);
  return rowsOf<{
    id: string;
    customer_external_id: string;
    customer_name: string;
    status: string;
    currency: string;
    total: string;
    issued_on: string;
    due_on: string | null;
    paid_on: string | null;
  }>(result).map((row) => ({
    id: row.id,
    customerId: row.customer_external_id,
    customerName: row.customer_name,
    status: row.status,
    currency: row.currency,
    totalMinor: Number(row.total),
    issuedOn: row.issued_on,
    dueOn: row.due_on,
    paidOn: row.paid_on,
  }));
}
