import type { Db } from '@tranche/db';
import {
  type Currency,
  type IsoDate,
  type MinorUnits,
  MOVEMENT_KINDS,
  type MrrMovements,
} from '@tranche/domain';
import { type SQL, sql } from 'drizzle-orm';
import { andInShard, type CustomerShard } from './customer-shard';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A window of days: the stocks on the day before `start` against those on `end`. */
export interface Window {
  start: IsoDate;
  end: IsoDate;
}

/** A day whose stocks are read, with the end of a tradable contract starting that day. */
export interface StockDay {
  day: IsoDate;
  contractEnd: IsoDate;
}

export interface WindowTotals {
  startMrr: MinorUnits;
  endMrr: MinorUnits;
  startCustomers: number;
  endCustomers: number;
  amounts: MrrMovements;
  counts: MrrMovements;
}

export interface DayTotals {
  /** Subscriptions with MRR > 0 (after conversion). */
  subscriptions: number;
  tradable: number;
}

/** Narrows the tradable subscriptions (GET analytics/{id}/tradable's trading filters). */
export interface TradableFilter {
  billingPeriods?: readonly number[];
  currencies?: readonly Currency[];
  /** Only subscriptions whose recurring amount per billing period (net, own currency) exceeds this. */
  amountAbove?: MinorUnits;
}

/**
 * Rules shared by every query below, one place each (they follow packages/domain/kpi exactly):
 * - terms on day d: the change with the greatest effective date ≤ d; before the first change the
 *   first one applies (from the start date);
 * - live: start ≤ d < end (no end: open);
 * - contributes: live, amount > 0, not PAUSED; CANCELED and ENDED count until the end date, and
 *   without one not at all from the day that status took effect;
 * - MRR in currency T: ONE half-up rounding of amount × rT ÷ (rS × months), rX = X per EUR last
 *   published on or before d (EUR = 1), in exact numeric: div(2·a·rT + m·rS, 2·m·rS); in the
 *   subscription's own currency amount ÷ months half-up, the same number in integers.
 */
function companyHistory(accountId: string, dayList: SQL, currency: Currency, shard?: CustomerShard): SQL {
  const inShard = andInShard(sql`s.customer_external_id`, shard);
  return sql`
    days as (${dayList}),
    day_rates as (
      select days.d, c.currency, case when c.currency = 'EUR' then 1::numeric else r.rate end as rate
      from days cross join (values ('EUR'), ('USD'), ('GBP'), ('CZK'), ('PLN')) as c(currency)
      left join lateral (
        select e.rate from ecb_rates e where e.currency = c.currency and e.day <= days.d
        order by e.day desc limit 1
      ) r on c.currency <> 'EUR'
    ),
    h as (
      select s.id, s.customer_external_id as customer,
        dense_rank() over (order by s.customer_external_id) as cust, s.start_date, s.end_date,
        c.effective_date, c.net_recurring_amount_minor as amount, c.billing_period_months as months,
        c.status, c.trading_status, c.currency,
        row_number() over w = 1 as is_first, lead(c.effective_date) over w as valid_to
      from subscription_changes c join subscriptions s on s.id = c.subscription_id
      where c.account_id = ${accountId} and s.account_id = ${accountId} and s.pending_import_id is null ${inShard}
      window w as (partition by c.subscription_id order by c.effective_date)
    ),
    sub_day as (
      select days.d, days.contract_end, h.*,
        h.amount > 0 and h.status <> 'PAUSED'
          and (h.end_date is not null or h.status not in ('CANCELED', 'ENDED')) as contributes
      from days join h
        on h.start_date <= days.d and (h.end_date is null or days.d < h.end_date)
        and (h.is_first or h.effective_date <= days.d) and (h.valid_to is null or days.d < h.valid_to)
    ),
    sub_mrr as (
      select sd.d, sd.contract_end, sd.id, sd.customer, sd.cust, sd.status, sd.trading_status, sd.start_date, sd.end_date,
        sd.amount, sd.months, sd.currency,
        case when not sd.contributes then 0::bigint
          when sd.currency = ${currency} then (2 * sd.amount + sd.months) / (2 * sd.months)
          else div(2 * sd.amount * rt.rate + sd.months * rs.rate, 2 * sd.months * rs.rate)::bigint
        end as mrr
      from sub_day sd
      join day_rates rs on rs.d = sd.d and rs.currency = sd.currency
      join day_rates rt on rt.d = sd.d and rt.currency = ${currency}
    )`;
}

const dayListOf = (days: readonly StockDay[]) => sql`
  select (x->>'day')::date as d, (x->>'contractEnd')::date as contract_end
  from jsonb_array_elements(${JSON.stringify(days)}::jsonb) as x`;

/**
 * The sum of a bigint column per group of the two big groupings (customers × days), added as
 * float8 and turned back into bigint: exact, since every partial sum is a whole number of minor
 * units far below 2^53, where float8 adds whole numbers without rounding; and its running state is a
 * plain 8-byte value where bigint's sum keeps an allocated 128-bit one per group, which doubled the
 * memory of a company of 100,000 subscriptions and made PostgreSQL spill it to disk.
 */
const sumOfWhole = (column: string) => sql.raw(`sum(${column}::float8)::bigint`);

/**
 * Memory per sort or hash of the analytics query: the customers × days of a company of 100,000
 * subscriptions (about 1.3 million groups) fit in it; PostgreSQL's default of 4MB, and still 64MB,
 * spilled them to disk, which took a third of the query's time.
 */
const ANALYTICS_WORK_MEM = '256MB';

const NO_MOVEMENTS = { new: 0, expansion: 0, contraction: 0, churn: 0, reactivation: 0 };

/**
 * A company's movements over each window, per customer (MRR on the day before the window starts
 * against its last day), and the stocks on both days, in one query over windows × history:
 * new = e when s = 0 < e and the customer had no contributing day before the window, else
 * reactivation; expansion e − s when e > s > 0; contraction s − e when s > e > 0; churn s when
 * s > 0 = e (mrr-movements.ts). Also the subscriptions and tradable ones on each stock day.
 */
export async function windowTotals(
  db: Db,
  accountId: string,
  currency: Currency,
  windows: readonly Window[],
  days: readonly StockDay[],
  shard?: CustomerShard,
): Promise<{ windows: WindowTotals[]; days: Map<IsoDate, DayTotals> }> {
  // Customers × days is the big intermediate result: hashed in memory, not sorted on disk.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local work_mem = '${ANALYTICS_WORK_MEM}'`));
    // The planner cannot estimate rows from the JSON parameters and would sort them to group.
    await tx.execute(sql.raw('set local enable_sort = off'));
    return tx.execute(windowTotalsQuery(accountId, currency, windows, days, shard));
  });
  return readWindowTotals(windows, rowsOf<WindowRow>(result));
}

/** The query of {@link windowTotals} (benchmarks look at its plan). */
export function windowTotalsQuery(
  accountId: string,
  currency: Currency,
  windows: readonly Window[],
  days: readonly StockDay[],
  shard?: CustomerShard,
): SQL {
  return sql`
    with ${companyHistory(accountId, dayListOf(days), currency, shard)},
    w as (
      select (x->>'start')::date as p_start, (x->>'end')::date as p_end, i
      from jsonb_array_elements(${JSON.stringify(windows)}::jsonb) with ordinality as t(x, i)
    ),
    cust_day as materialized (
      select d, cust, ${sumOfWhole('mrr')} as mrr, count(*) filter (where mrr > 0) as subscriptions,
        count(*) filter (where ${tradableSql()}) as tradable
      from sub_mrr group by d, cust
    ),
    first_active as (
      select cust, min(greatest(case when is_first then start_date else effective_date end, start_date)) as first_day
      from h
      where amount > 0 and status <> 'PAUSED' and (end_date is not null or status not in ('CANCELED', 'ENDED'))
        and greatest(case when is_first then start_date else effective_date end, start_date)
          < least(coalesce(valid_to, 'infinity'::date), coalesce(end_date, 'infinity'::date))
      group by cust
    ),
    moves as (
      select i, p_start, cust, ${sumOfWhole('s')} as s, ${sumOfWhole('e')} as e from (
        select w.i, w.p_start, c.cust, c.mrr as s, 0 as e from w join cust_day c on c.d = w.p_start - 1 and c.mrr > 0
        union all
        select w.i, w.p_start, c.cust, 0 as s, c.mrr as e from w join cust_day c on c.d = w.p_end and c.mrr > 0
      ) x group by i, p_start, cust
      -- A customer whose MRR is the same on both days moved nothing; the stocks come from day_totals.
      having ${sumOfWhole('s')} <> ${sumOfWhole('e')}
    ),
    classified as (
      select m.i, m.s, m.e, case
          when m.s = 0 and m.e > 0 then case when f.first_day < m.p_start then 'reactivation' else 'new' end
          when m.s > 0 and m.e = 0 then 'churn'
          when m.e > m.s then 'expansion'
          when m.s > m.e then 'contraction'
        end as kind,
        case when m.s = 0 or m.e = 0 then greatest(m.s, m.e) else abs(m.e - m.s) end as amount
      from moves m left join first_active f on f.cust = m.cust
    ),
    per_window as (
      select i, ${sql.raw(
        MOVEMENT_KINDS.map(
          (kind) =>
            `coalesce(sum(amount) filter (where kind = '${kind}'), 0)::text as ${kind}_amount, ` +
            `count(*) filter (where kind = '${kind}')::int as ${kind}_n`,
        ).join(', '),
      )}
      from classified group by i
    ),
    day_totals as (
      select d, sum(mrr) filter (where mrr > 0) as mrr, count(*) filter (where mrr > 0) as customers,
        sum(subscriptions)::int as subscriptions, sum(tradable)::int as tradable
      from cust_day group by d
    )
    select 'w' as row_kind, w.i::int as i,
      coalesce(to_jsonb(pw), '{}'::jsonb) || jsonb_build_object(
        'start_mrr', coalesce(ds.mrr, 0)::text, 'end_mrr', coalesce(de.mrr, 0)::text,
        'start_customers', coalesce(ds.customers, 0), 'end_customers', coalesce(de.customers, 0)) as totals,
      null::text as day, null::int as subscriptions, null::int as tradable
    from w left join per_window pw on pw.i = w.i
      left join day_totals ds on ds.d = w.p_start - 1
      left join day_totals de on de.d = w.p_end
    union all
    select 'd', null, null, d::text, subscriptions, tradable from day_totals`;
}

function readWindowTotals(
  windows: readonly Window[],
  rows: readonly WindowRow[],
): { windows: WindowTotals[]; days: Map<IsoDate, DayTotals> } {
  const out: WindowTotals[] = windows.map(() => ({
    startMrr: 0,
    endMrr: 0,
    startCustomers: 0,
    endCustomers: 0,
    amounts: { ...NO_MOVEMENTS },
    counts: { ...NO_MOVEMENTS },
  }));
  const byDay = new Map<IsoDate, DayTotals>();
  for (const row of rows) {
    if (row.row_kind === 'd') {
      byDay.set(row.day!, { subscriptions: row.subscriptions ?? 0, tradable: row.tradable ?? 0 });
      continue;
    }
    const target = out[(row.i ?? 0) - 1];
    const totals = row.totals;
    if (!target || totals === null) continue;
    target.startMrr = Number(totals.start_mrr);
    target.endMrr = Number(totals.end_mrr);
    target.startCustomers = Number(totals.start_customers);
    target.endCustomers = Number(totals.end_customers);
    for (const kind of MOVEMENT_KINDS) {
      // A window in which no customer moved has no movement columns.
      target.amounts[kind] = Number(totals[`${kind}_amount`] ?? 0);
      target.counts[kind] = Number(totals[`${kind}_n`] ?? 0);
    }
  }
  return { windows: out, days: byDay };
}

interface WindowRow {
  row_kind: 'w' | 'd';
  i: number | null;
  /** per_window's columns (money as text: bigint sums can pass 2^53 only in theory, never silently). */
  totals: Record<string, string | number> | null;
  day: IsoDate | null;
  subscriptions: number | null;
  tradable: number | null;
}

/** Tradable on a day (saas-metrics.md): live, ACTIVE or AVAILABLE, trading AVAILABLE, outlasting the contract. */
const tradableSql = () =>
  sql.raw(`status in ('ACTIVE', 'AVAILABLE') and trading_status = 'AVAILABLE'
    and (end_date is null or end_date >= contract_end)`);

/**
 * Tradable subscriptions and their MRR on each day, narrowed by the trading filters (billing
 * period, currency, amount per period above a value).
 */
export async function tradableOn(
  db: Db,
  accountId: string,
  currency: Currency,
  days: readonly StockDay[],
  filter: TradableFilter,
): Promise<Map<IsoDate, { subscriptions: number; mrr: MinorUnits }>> {
  const conditions: SQL[] = [tradableSql()];
  if (filter.billingPeriods?.length)
    conditions.push(
      sql`months in (select (jsonb_array_elements_text(${JSON.stringify(filter.billingPeriods)}::jsonb))::int)`,
    );
  if (filter.currencies?.length)
    conditions.push(
      sql`currency in (select jsonb_array_elements_text(${JSON.stringify(filter.currencies)}::jsonb))`,
    );
  if (filter.amountAbove !== undefined) conditions.push(sql`amount > ${filter.amountAbove}`);
  const result = await db.execute(sql`
    with ${companyHistory(accountId, dayListOf(days), currency)}
    select d::text as day, count(*)::int as n, coalesce(sum(mrr), 0)::text as mrr
    from sub_mrr where ${sql.join(conditions, sql` and `)} group by d`);
  const out = new Map<IsoDate, { subscriptions: number; mrr: MinorUnits }>();
  for (const row of rowsOf<{ day: IsoDate; n: number; mrr: string }>(result))
    out.set(row.day, { subscriptions: row.n, mrr: Number(row.mrr) });
  return out;
}

/** MRR that runs until a day: the contributing MRR of `day` added up by the day its commitment ends. */
export interface CommittedMrr {
  /** The first day the subscription is no longer committed. */
  committedUntil: IsoDate;
  mrr: MinorUnits;
}

/**
 * The company's MRR on `day`, by the end of its commitment: the subscription's end date when it
 * has one, else the end of its current paid term (start + k × billing period, the first such day
 * after `day`) — renewing after that is not contracted.
 */
export async function committedMrrOn(
  db: Db,
  accountId: string,
  currency: Currency,
  day: IsoDate,
): Promise<CommittedMrr[]> {
  const result = await db.execute(sql`
    with ${companyHistory(accountId, dayListOf([{ day, contractEnd: day }]), currency)},
    terms as (
      select mrr, coalesce(end_date, (start_date + make_interval(months => months * (
        ((extract(year from age(d, start_date)) * 12 + extract(month from age(d, start_date)))::int / months) + 1
      )))::date) as until
      from sub_mrr where mrr > 0
    )
    select until::text as until, sum(mrr)::text as mrr from terms group by until order by until`);
  return rowsOf<{ until: IsoDate; mrr: string }>(result).map((row) => ({
    committedUntil: row.until,
    mrr: Number(row.mrr),
  }));
}

/** How many subscriptions a company's book holds (any state), from the account index. */
export async function subscriptionCount(db: Db, accountId: string): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from subscriptions where account_id = ${accountId}`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
