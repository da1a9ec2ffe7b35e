import { type Db, schema } from '@tranche/db';
import type { IsoDate } from '@tranche/domain';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AssetPaymentRow, SubscriptionRow } from './marketplace.repo';

const { assets, assetSubscriptions, assetPayments, subscriptions: s } = schema;

/**
 * Churned on a day: CANCELED or ENDED, or its end date reached. A sold subscription outlasted its
 * contract when it was sold, so either means it stopped paying before the contract ends.
 */
const churnedBy = (day: IsoDate) =>
  sql`(${s.status} in ('CANCELED', 'ENDED') or (${s.endDate} is not null and ${s.endDate} <= ${day}))`;

/** Sold subscriptions of assets still being repaid that churned by the day and were not yet handled. */
export function churnedSoldSubscriptions(
  db: Db,
  day: IsoDate,
): Promise<{ assetId: string; subscriptionId: string }[]> {
  return db
    .select({ assetId: assetSubscriptions.assetId, subscriptionId: assetSubscriptions.subscriptionId })
    .from(assetSubscriptions)
    .innerJoin(assets, eq(assets.id, assetSubscriptions.assetId))
    .innerJoin(s, eq(s.id, assetSubscriptions.subscriptionId))
    .where(
      and(
        eq(assetSubscriptions.role, 'SOLD'),
        isNull(assetSubscriptions.churnedOn),
        eq(assets.status, 'COMPLETED'),
        churnedBy(day),
        sql`exists (select 1 from ${assetPayments} p where p.asset_id = ${assets.id} and p.payment_status <> 'PAID')`,
      ),
    )
    .orderBy(asc(assetSubscriptions.assetId), asc(assetSubscriptions.subscriptionId));
}

/** The asset, locked: one churn at a time per asset, and never beside an acceptance or a repayment of it. */
export async function lockAsset(db: Db, assetId: string): Promise<void> {
  await db.execute(sql`select id from ${assets} where id = ${assetId} for update`);
}

export interface BackingRow {
  role: string;
  churnedOn: string | null;
  subscription: SubscriptionRow;
  churned: boolean;
}

/** The asset's subscriptions (sold and pledged) with their terms, and whether each churned by the day. */
export async function assetBacking(db: Db, assetId: string, day: IsoDate): Promise<BackingRow[]> {
  const rows = await db
    .select({
      role: assetSubscriptions.role,
      churnedOn: assetSubscriptions.churnedOn,
      subscription: s,
      churned: sql<boolean>`${churnedBy(day)}`,
    })
    .from(assetSubscriptions)
    .innerJoin(s, eq(s.id, assetSubscriptions.subscriptionId))
    .where(eq(assetSubscriptions.assetId, assetId))
    .orderBy(asc(s.id));
  return rows;
}

/** The asset's instalments in order. */
export function assetPaymentsOf(db: Db, assetId: string): Promise<AssetPaymentRow[]> {
  return db
    .select()
    .from(assetPayments)
    .where(eq(assetPayments.assetId, assetId))
    .orderBy(asc(assetPayments.number));
}

/** Marks a sold subscription churned on the day, with the pledged one that took its place (if any). */
export async function markChurned(
  db: Db,
  assetId: string,
  subscriptionId: string,
  day: IsoDate,
  replacementId: string | null,
): Promise<void> {
  await db
    .update(assetSubscriptions)
    .set({ churnedOn: day, replacedBySubscriptionId: replacementId })
    .where(
      and(eq(assetSubscriptions.assetId, assetId), eq(assetSubscriptions.subscriptionId, subscriptionId)),
    );
}

/** A pledged subscription becomes sold in its asset (it now repays the churned one's remainder). */
export async function promotePledged(db: Db, assetId: string, subscriptionId: string): Promise<void> {
  await db
    .update(assetSubscriptions)
    .set({ role: 'SOLD' })
    .where(
      and(
        eq(assetSubscriptions.assetId, assetId),
        eq(assetSubscriptions.subscriptionId, subscriptionId),
        eq(assetSubscriptions.role, 'PLEDGED'),
      ),
    );
}

/**
 * Writes the instalments' new rates; an instalment brought down to nothing is removed (the
 * contract ends sooner). Paid instalments are never touched.
 */
export async function rewriteUnpaidRates(
  db: Db,
  rates: readonly { id: string; rateMinor: number }[],
): Promise<void> {
  const emptied = rates.filter((rate) => rate.rateMinor === 0).map((rate) => rate.id);
  for (const rate of rates.filter((r) => r.rateMinor > 0))
    await db
      .update(assetPayments)
      .set({ rateMinor: rate.rateMinor, updatedAt: new Date() })
      .where(and(eq(assetPayments.id, rate.id), ne(assetPayments.paymentStatus, 'PAID')));
  if (emptied.length > 0)
    await db
      .delete(assetPayments)
      .where(and(inArray(assetPayments.id, emptied), ne(assetPayments.paymentStatus, 'PAID')));
}
