import type { Db } from '@tranche/db';
import { sql } from 'drizzle-orm';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface HoldingRow {
  orderId: string;
  clientId: string;
  grade: string;
  priceMinor: number;
  /** The day the payout was booked: the investor's money left on it. */
  acceptedOn: string;
}

export interface InstalmentRow {
  orderId: string;
  rateMinor: number;
  dueDate: string;
  status: string;
  /** The day the repayment entry was booked (null while unpaid). */
  paidOn: string | null;
}

/** The investor's accepted bids in a currency, with the day each was paid out. */
export async function holdingsOf(db: Db, investorId: string, currency: string): Promise<HoldingRow[]> {
  const result = await db.execute(sql`
    select o.id as "orderId", a.account_id as "clientId", a.grade, o.price_minor::text as "priceMinor",
      (select min(e.booked_on)::text from ledger_entries e where e.order_id = o.id and e.reason = 'payout') as "acceptedOn"
    from orders o join assets a on a.id = o.asset_id
    where o.investor_account_id = ${investorId} and o.status = 'ACCEPTED' and o.currency = ${currency}
    order by o.id`);
  return rowsOf<HoldingRow & { priceMinor: string; acceptedOn: string | null }>(result).map((row) => ({
    ...row,
    priceMinor: Number(row.priceMinor),
    acceptedOn: row.acceptedOn ?? '',
  }));
}

/** Every instalment owed to the investor in a currency, with the day its repayment was booked. */
export async function instalmentsOf(db: Db, investorId: string, currency: string): Promise<InstalmentRow[]> {
  const result = await db.execute(sql`
    select p.order_id as "orderId", p.rate_minor::text as "rateMinor", p.payment_due_date::text as "dueDate",
      p.payment_status as status,
      (select min(e.booked_on)::text from ledger_entries e
        where e.asset_payment_id = p.id and e.reason = 'repayment') as "paidOn"
    from asset_payments p
    where p.investor_account_id = ${investorId} and p.currency = ${currency}
    order by p.payment_due_date, p.id`);
  return rowsOf<InstalmentRow & { rateMinor: string }>(result).map((row) => ({
    ...row,
    rateMinor: Number(row.rateMinor),
  }));
}
