import { type Db, schema } from '@tranche/db';
import type { IsoDate } from '@tranche/domain';
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { AssetPaymentRow } from './marketplace.repo';

const { assetPayments, notifications } = schema;

/** One instalment, locked for the rest of the transaction. */
export async function lockPayment(db: Db, id: string): Promise<AssetPaymentRow | undefined> {
  const [row] = await db.select().from(assetPayments).where(eq(assetPayments.id, id)).for('update');
  return row;
}

export async function setPaymentStatus(
  db: Db,
  id: string,
  values: Pick<AssetPaymentRow, 'paymentStatus'> & { paidAt?: Date },
): Promise<AssetPaymentRow> {
  const [row] = await db
    .update(assetPayments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(assetPayments.id, id))
    .returning();
  return row!;
}

/** Instalments whose transfer the client announced (PENDING), oldest due first. */
export function announcedPayments(db: Db): Promise<{ id: string }[]> {
  return db
    .select({ id: assetPayments.id })
    .from(assetPayments)
    .where(eq(assetPayments.paymentStatus, 'PENDING'))
    .orderBy(asc(assetPayments.paymentDueDate), asc(assetPayments.id));
}

/** Instalments not paid and due on or before a day (NOT_PAID or PENDING). */
export function unpaidDueBy(db: Db, day: IsoDate): Promise<AssetPaymentRow[]> {
  return db
    .select()
    .from(assetPayments)
    .where(and(ne(assetPayments.paymentStatus, 'PAID'), lte(assetPayments.paymentDueDate, day)))
    .orderBy(asc(assetPayments.paymentDueDate), asc(assetPayments.id));
}

/** Which of these notification ids a company was already sent (a rerun sends nothing twice). */
export async function sentNotices(db: Db, externalIds: readonly string[]): Promise<Set<string>> {
  if (externalIds.length === 0) return new Set();
  const rows = await db
    .select({ externalId: notifications.externalId })
    .from(notifications)
    .where(
      and(inArray(notifications.externalId, [...externalIds]), sql`${notifications.externalId} is not null`),
    );
  return new Set(rows.map((row) => row.externalId ?? ''));
}
