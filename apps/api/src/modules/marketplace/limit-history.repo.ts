import { type Db, schema } from '@tranche/db';
import type { IsoDate } from '@tranche/domain';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';

/**
 * What the trade limit was made of at an earlier moment (`cutoff`, the first instant after a day):
 * the reads behind the assistant's "why is my limit lower" (assistant/trade-limit-history.ts).
 */
const { subscriptions: s, subscriptionChanges: h, assets, assetSubscriptions, assetPayments } = schema;

/** The marketplace settings saved last before `cutoff` (the history is never changed), if any. */
export async function settingsSavedBefore(db: Db, cutoff: Date): Promise<unknown | undefined> {
  const [row] = await db
    .select({ settings: schema.marketplaceSettings.settings })
    .from(schema.marketplaceSettings)
    .where(lt(schema.marketplaceSettings.createdAt, cutoff))
    .orderBy(desc(schema.marketplaceSettings.createdAt), desc(schema.marketplaceSettings.id))
    .limit(1);
  return row?.settings;
}

/** A company's subscriptions, approved imports only. */
export function bookSubscriptions(db: Db, accountId: string) {
  return db
    .select()
    .from(s)
    .where(and(eq(s.accountId, accountId), isNull(s.pendingImportId)));
}

/** Each subscription's terms on `day`: the latest change on or before it; before the first one, the first. */
export function termsOnDay(db: Db, accountId: string, day: IsoDate) {
  return db
    .selectDistinctOn([h.subscriptionId], {
      id: h.subscriptionId,
      amount: h.netRecurringAmountMinor,
      months: h.billingPeriodMonths,
      status: h.status,
      tradingStatus: h.tradingStatus,
      currency: h.currency,
    })
    .from(h)
    .where(eq(h.accountId, accountId))
    .orderBy(
      h.subscriptionId,
      sql`(${h.effectiveDate} <= ${day}) desc`,
      sql`case when ${h.effectiveDate} <= ${day} then ${h.effectiveDate} end desc nulls last`,
      h.effectiveDate,
    );
}

/** Assets that held a subscription at `cutoff`: created before it and not withdrawn before it. */
const heldAt = (cutoff: Date) => sql`${assets.createdAt} < ${cutoff}
  and (${assets.deletedAt} is null or ${assets.deletedAt} >= ${cutoff})
  and not (${assets.status} = 'CANCELED' and ${assets.updatedAt} < ${cutoff})`;

/** Every subscription of the company ever put into an asset, and whether an asset held it at `cutoff`. */
export function assetHoldings(db: Db, accountId: string, cutoff: Date) {
  return db
    .select({ id: assetSubscriptions.subscriptionId, held: sql<boolean>`${heldAt(cutoff)}` })
    .from(assetSubscriptions)
    .innerJoin(assets, eq(assets.id, assetSubscriptions.assetId))
    .where(eq(assets.accountId, accountId));
}

/**
 * Face value committed in assets at `cutoff` in a currency, as `committedFaceByCurrency` counts it
 * today: open assets' face value, and the instalments of sold ones not yet paid.
 */
export async function committedAt(
  db: Db,
  accountId: string,
  currency: string,
  cutoff: Date,
): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(sum(amount), 0)::text as amount from (
      select ${assets.faceMinor} as amount from ${assets}
        where ${assets.accountId} = ${accountId} and ${assets.currency} = ${currency} and ${heldAt(cutoff)}
          and not exists (select 1 from ${assetPayments} p
            where p.asset_id = ${assets.id} and p.created_at < ${cutoff})
      union all
      select ${assetPayments.rateMinor} from ${assetPayments}
        where ${assetPayments.accountId} = ${accountId} and ${assetPayments.currency} = ${currency}
          and ${assetPayments.createdAt} < ${cutoff}
          and not (${assetPayments.paymentStatus} = 'PAID'
            and coalesce(${assetPayments.paidAt}, ${assetPayments.updatedAt}) < ${cutoff})
    ) committed`);
  const [row] = (result as unknown as { rows: { amount: string }[] }).rows;
  return Number(row?.amount ?? 0);
}
