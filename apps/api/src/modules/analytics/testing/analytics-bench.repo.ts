import type { Db } from '@tranche/db';
import type { Currency, IsoDate } from '@tranche/domain';
import { sql } from 'drizzle-orm';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * `count` subscriptions of a company shaped like a real book (prices that repeat, five currencies,
 * about 3 subscriptions per customer, start dates over five years, a third ending) and their
 * histories: every subscription starts with its terms, every third one changes its amount after
 * 200 days (up or down), every seventh pauses after 400 days and every fourteenth comes back.
 * Written by two INSERT … SELECT over generate_series, so 100,000 take seconds.
 */
export async function insertBenchBook(db: Db, accountId: string, count: number): Promise<void> {
  await db.execute(sql`
    insert into subscriptions (account_id, source, external_id, status, billing_period_months, currency,
      amount_minor, mrr_minor, next_payment_amount_minor, start_date, end_date, customer_name,
      customer_external_id, customer_country)
    select ${accountId}, 'bench', 'b-' || n,
      (array['AVAILABLE','AVAILABLE','ACTIVE','AVAILABLE','CANCELED','UNPAID','ENDED'])[1 + n % 7],
      period, currency, amount, amount / period, amount, start_date,
      case when n % 3 = 0 then start_date + (30 * (1 + n % 40)) end,
      'Customer ' || (n / 3), 'cus-' || (n / 3), 'DE'
    from (
      select n,
        (array[1, 1, 1, 3, 6, 12, 12])[1 + (n / 5) % 7] as period,
        (array['EUR','EUR','EUR','USD','USD','GBP','PLN','CZK'])[1 + (n / 11) % 8] as currency,
        (array[900, 1900, 4900, 9900, 19900, 49900])[1 + (n / 13) % 6] * (1 + (n / 17) % 12) as amount,
        date '2021-01-01' + ((n::bigint * 7919) % 1900)::int as start_date
      from generate_series(1, ${count}::int) as n
    ) g`);
  await db.execute(sql`
    insert into subscription_changes (account_id, subscription_id, effective_date, net_recurring_amount_minor,
      billing_period_months, status, trading_status, currency, source)
    select s.account_id, s.id, c.day, c.amount, s.billing_period_months, c.status, 'AVAILABLE', s.currency, 'bench'
    from subscriptions s
    cross join lateral (select substr(s.external_id, 3)::int as n) k
    cross join lateral (
      select s.start_date as day, s.next_payment_amount_minor as amount, 'AVAILABLE' as status
      union all
      select s.start_date + 200, s.next_payment_amount_minor * (case when n % 2 = 0 then 12 else 8 end) / 10, s.status
      where n % 3 = 0
      union all
      select s.start_date + 400, s.next_payment_amount_minor, 'PAUSED' where n % 7 = 0
      union all
      select s.start_date + 500, s.next_payment_amount_minor, 'AVAILABLE' where n % 14 = 0
    ) c
    where s.account_id = ${accountId}`);
  await db.execute(sql`analyze subscriptions`);
  await db.execute(sql`analyze subscription_changes`);
}

/**
 * The anchor of the analytics benchmark: the company's MRR on each given day as one hand-written
 * query (terms in force, contributing rule, ECB rates of the day, one half-up rounding), without
 * anything else the KPI series computes.
 */
export async function handWrittenMrrSeries(
  db: Db,
  accountId: string,
  currency: Currency,
  days: readonly IsoDate[],
): Promise<{ day: IsoDate; mrr: number }[]> {
  const result = await db.execute(sql`
    with days as (select d::date as d from jsonb_array_elements_text(${JSON.stringify(days)}::jsonb) as x(d)),
    r as (
      select days.d, c.cur, case when c.cur = 'EUR' then 1::numeric else
        (select e.rate from ecb_rates e where e.currency = c.cur and e.day <= days.d order by e.day desc limit 1) end as rate
      from days cross join (values ('EUR'), ('USD'), ('GBP'), ('CZK'), ('PLN')) c(cur)
    ),
    t as (
      select s.customer_external_id, s.start_date, s.end_date, h.effective_date, h.net_recurring_amount_minor as a,
        h.billing_period_months as m, h.status, h.currency,
        row_number() over w = 1 as first, lead(h.effective_date) over w as next
      from subscription_changes h join subscriptions s on s.id = h.subscription_id
      where h.account_id = ${accountId}
      window w as (partition by h.subscription_id order by h.effective_date)
    )
    select days.d::text as day, coalesce(sum(
      case when t.currency = ${currency} then (2 * t.a + t.m) / (2 * t.m)
        else div(2 * t.a * rt.rate + t.m * rs.rate, 2 * t.m * rs.rate) end), 0)::text as mrr
    from days
    left join t on t.start_date <= days.d and (t.end_date is null or days.d < t.end_date)
      and (t.first or t.effective_date <= days.d) and (t.next is null or days.d < t.next)
      and t.a > 0 and t.status <> 'PAUSED' and (t.end_date is not null or t.status not in ('CANCELED', 'ENDED'))
    left join r rs on rs.d = days.d and rs.cur = t.currency
    left join r rt on rt.d = days.d and rt.cur = ${currency}
    group by days.d order by days.d`);
  return rowsOf<{ day: IsoDate; mrr: string }>(result).map((row) => ({ day: row.day, mrr: Number(row.mrr) }));
}
