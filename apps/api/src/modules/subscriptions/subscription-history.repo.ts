import type { Db } from '@tranche/db';
import { schema } from '@tranche/db';
import {
  type BillingPeriodMonths,
  type IsoDate,
  isoDateOf,
  type SubscriptionStatus,
  type TradingStatus,
} from '@tranche/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The net recurring amount of a subscriptions row by the domain's rule (`netRecurringAmount`
 * without a VAT rate, which no source column carries): the next payment, else the last payment
 * (both net), else the VAT-inclusive amount.
 */
export const netRecurringAmountSql = (alias: string) =>
  sql.raw(`case when ${alias}.next_payment_amount_minor > 0 then ${alias}.next_payment_amount_minor
    when ${alias}.last_payment_amount_minor > 0 then ${alias}.last_payment_amount_minor
    else ${alias}.amount_minor end`);

/**
 * Records the terms a set of subscriptions has now, where they differ from the last recorded ones.
 * `candidates` selects (subscription_id, account_id, start_date, amount, months, status,
 * trading_status, currency). A subscription without history starts it at its start date; a
 * change applies from `today` (or its start date, when that is later); a second change on the
 * same day replaces the first. Running it twice records nothing more: the terms are then equal.
 */
async function recordTerms(db: Db, candidates: SQL, source: string, today: IsoDate): Promise<number> {
  const result = await db.execute(sql`
    with candidates as (${candidates}),
    compared as (
      select c.*, h.effective_date as last_date
      from candidates c
      left join lateral (
        select * from subscription_changes h where h.subscription_id = c.subscription_id
        order by h.effective_date desc limit 1
      ) h on true
      where h.effective_date is null
        or (c.amount, c.months, c.status, c.trading_status, c.currency)
          is distinct from (h.net_recurring_amount_minor, h.billing_period_months, h.status, h.trading_status, h.currency)
    ), written as (
      insert into subscription_changes (account_id, subscription_id, effective_date, net_recurring_amount_minor,
        billing_period_months, status, trading_status, currency, source)
      select account_id, subscription_id,
        case when last_date is null then start_date else greatest(${today}::date, start_date, last_date) end,
        amount, months, status, trading_status, currency, ${source}
      from compared
      on conflict (subscription_id, effective_date) do update set
        net_recurring_amount_minor = excluded.net_recurring_amount_minor,
        billing_period_months = excluded.billing_period_months, status = excluded.status,
        trading_status = excluded.trading_status, currency = excluded.currency, source = excluded.source,
        created_at = now()
      returning 1
    ) select count(*)::int as n from written`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * The history side of one approval batch, called in the same transaction as the merge of that
 * batch (same versions: the import's pending ones, by external id). A version that replaces a live
 * row changes that row (its id stays); a new one becomes the subscription itself.
 */
export function recordApprovedBatchChanges(
  db: Db,
  importId: string,
  accountId: string,
  size: number,
  today: IsoDate,
): Promise<number> {
  return recordTerms(
    db,
    sql`select coalesce(live.id, v.id) as subscription_id, v.account_id, v.start_date,
        ${netRecurringAmountSql('v')} as amount, v.billing_period_months as months, v.status,
        v.trading_status, v.currency
      from (select * from subscriptions where pending_import_id = ${importId}
        order by external_id limit ${size}) v
      left join subscriptions live on live.account_id = ${accountId} and live.source = v.source
        and live.external_id = v.external_id and live.pending_import_id is null`,
    'csv',
    today,
  );
}

/** Records the current terms of a company's live subscriptions of one source (a sync, a seed). */
export function recordCurrentTerms(
  db: Db,
  accountId: string,
  source: string,
  today: IsoDate,
): Promise<number> {
  return recordTerms(
    db,
    sql`select s.id as subscription_id, s.account_id, s.start_date, ${netRecurringAmountSql('s')} as amount,
        s.billing_period_months as months, s.status, s.trading_status, s.currency
      from subscriptions s
      where s.account_id = ${accountId} and s.source = ${source} and s.pending_import_id is null`,
    source,
    today,
  );
}

export interface RecordedChange {
  externalId: string;
  effectiveDate: IsoDate;
  netRecurringAmountMinor: number;
  billingPeriodMonths: BillingPeriodMonths;
  status: SubscriptionStatus;
  tradingStatus: TradingStatus;
}

/**
 * Writes a known history (the demo company's upgrades, downgrades, pauses and resumptions) for
 * subscriptions of one source, replacing what was recorded for them.
 */
export async function replaceHistory(
  db: Db,
  accountId: string,
  source: string,
  changes: readonly RecordedChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const ids = [...new Set(changes.map((change) => change.externalId))];
  await db.execute(sql`
    delete from subscription_changes h using subscriptions s
    where h.subscription_id = s.id and s.account_id = ${accountId} and s.source = ${source}
      and s.external_id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`);
  const chunk = 5_000;
  for (let from = 0; from < changes.length; from += chunk) {
    const part = changes.slice(from, from + chunk);
    await db.execute(sql`
      insert into subscription_changes (account_id, subscription_id, effective_date, net_recurring_amount_minor,
        billing_period_months, status, trading_status, currency, source)
      select s.account_id, s.id, c.day, c.amount, c.months, c.status, c.trading, s.currency, ${source}
      from jsonb_to_recordset(${JSON.stringify(part.map(toRecord))}::jsonb)
        as c(external_id text, day date, amount bigint, months int, status text, trading text)
      join subscriptions s on s.account_id = ${accountId} and s.source = ${source}
        and s.external_id = c.external_id and s.pending_import_id is null
      on conflict (subscription_id, effective_date) do update set
        net_recurring_amount_minor = excluded.net_recurring_amount_minor,
        billing_period_months = excluded.billing_period_months, status = excluded.status,
        trading_status = excluded.trading_status`);
  }
}

const toRecord = (change: RecordedChange) => ({
  external_id: change.externalId,
  day: change.effectiveDate,
  amount: change.netRecurringAmountMinor,
  months: change.billingPeriodMonths,
  status: change.status,
  trading: change.tradingStatus,
});

export type SubscriptionChangeRow = typeof schema.subscriptionChanges.$inferSelect;

/** A subscription's recorded terms, oldest first (tests, the subscription's detail). */
export async function listChanges(db: Db, accountId: string, subscriptionId: string) {
  const { subscriptionChanges: h } = schema;
  return db
    .select()
    .from(h)
    .where(sql`${h.accountId} = ${accountId} and ${h.subscriptionId} = ${subscriptionId}`)
    .orderBy(h.effectiveDate);
}

/**
 * Merges one approval batch (`merge`, the approval's own statement) and records the history of the
 * same versions in one transaction, so a crash leaves both or neither.
 */
export function mergeRecordingHistory<T>(
  db: Db,
  importId: string,
  accountId: string,
  size: number,
  merge: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await recordApprovedBatchChanges(tx, importId, accountId, size, isoDateOf(new Date()));
    return merge(tx);
  });
}
