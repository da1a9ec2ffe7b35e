import { type Db, schema } from '@tranche/db';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';

const p = schema.providerInvoices;
export type InvoiceRow = typeof p.$inferSelect;

const scope = (accountId: string, provider: string, status?: string): SQL =>
  and(eq(p.accountId, accountId), eq(p.provider, provider), status ? eq(p.status, status) : undefined)!;

/** A company's invoices from one provider, newest first, one page. */
export function listInvoices(
  db: Db,
  accountId: string,
  provider: string,
  options: { page: number; size: number; status?: string },
) {
  return db
    .select()
    .from(p)
    .where(scope(accountId, provider, options.status))
    .orderBy(desc(p.issuedOn), desc(p.externalId))
    .limit(options.size)
    .offset((options.page - 1) * options.size);
}

export async function countInvoices(db: Db, accountId: string, provider: string, status?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(p)
    .where(scope(accountId, provider, status));
  return row?.n ?? 0;
}

export async function findInvoice(db: Db, accountId: string, provider: string, id: string) {
  const [row] = await db
    .select()
    .from(p)
    .where(and(scope(accountId, provider), eq(p.id, id)));
  return row ?? null;
}
