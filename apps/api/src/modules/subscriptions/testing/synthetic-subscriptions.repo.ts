import { type Db, schema } from '@tranche/db';
import { eq, inArray, sql } from 'drizzle-orm';

/**
 * A client company and many subscriptions shaped like a real book, for plan tests and benchmarks:
 * plan prices repeat (many equal amounts), most rows have no end date, a quarter are sold, pledged
 * or in trade, and rows come in import batches that share one createdAt — the cases where a list
 * order without a fitting index has to sort.
 */
export async function insertSyntheticCompany(db: Db, name: string): Promise<string> {
  const [row] = await db
    .insert(schema.accounts)
    .values({ kind: 'CLIENT', companyName: name, reviewStatus: 'APPROVED' })
    .returning({ id: schema.accounts.id });
  return row!.id;
}

/** Inserts `count` subscriptions numbered from `first`, `batchSize` of them per createdAt. */
export async function insertSyntheticSubscriptions(
  db: Db,
  accountId: string,
  options: { first: number; count: number; batchSize: number },
): Promise<void> {
  const { first, count, batchSize } = options;
  await db.execute(sql`
    insert into subscriptions (
      account_id, source, external_id, trading_status, status, billing_period_months, currency,
      amount_minor, mrr_minor, last_payment_amount_minor, next_payment_amount_minor, start_date,
      end_date, next_payment_date, customer_name, customer_external_id, customer_country,
      created_at, updated_at)
    select ${accountId}, 'csv', 'sub-' || n,
      (array['AVAILABLE','AVAILABLE','AVAILABLE','IN_TRADE','SOLD','SOLD','PLEDGED','AVAILABLE'])[1 + n % 8],
      (array['AVAILABLE','AVAILABLE','AVAILABLE','AVAILABLE','ACTIVE','CANCELED','PAUSED','UNPAID','ENDED'])[1 + (n / 8) % 9],
      period, currency, amount, amount / period, amount, amount, start_date,
      case when n % 10 < 3 then start_date + (period * (1 + n % 24)) * interval '1 month' end,
      date '2026-01-01' + (n % 365),
      'Customer ' || (n / 3), 'cus-' || (n / 3),
      (array['DE','FR','NL','AT','CH','ES','IT','GB','US','PL'])[1 + (n / 7) % 10],
      created, created
    from (
      select n,
        (array[1, 1, 1, 3, 6, 12, 12])[1 + (n / 5) % 7] as period,
        (array['EUR','EUR','EUR','USD','USD','GBP','PLN','CZK'])[1 + (n / 11) % 8] as currency,
        (array[900, 1900, 4900, 9900, 19900, 49900])[1 + (n / 13) % 6] * (1 + (n / 17) % 12) as amount,
        date '2021-01-01' + ((n::bigint * 7919) % 1800)::int as start_date,
        timestamptz '2025-01-01 00:00:00+00' + (n / ${batchSize}) * interval '1 day' as created
      from generate_series(${first}::int, ${first + count - 1}::int) as n
    ) as g`);
}

/** Fresh planner statistics after a bulk load. */
export async function analyseSubscriptions(db: Db): Promise<void> {
  await db.execute(sql`analyze subscriptions`);
}

/**
 * After a bulk load: statistics and the visibility map, as autovacuum would set them some minutes
 * later, so a benchmark neither races autovacuum nor reads heap pages an index-only scan would skip.
 */
export async function vacuumSubscriptions(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) subscriptions`);
}

/** A synthetic company by name, with how many subscriptions it holds. */
export async function findSyntheticCompany(
  db: Db,
  name: string,
): Promise<{ id: string; subscriptions: number } | undefined> {
  const [row] = await db
    .select({
      id: schema.accounts.id,
      subscriptions:
        sql<number>`(select count(*) from subscriptions where subscriptions.account_id = accounts.id)`.mapWith(
          Number,
        ),
    })
    .from(schema.accounts)
    .where(eq(schema.accounts.companyName, name));
  return row;
}

/** The companies owning these subscriptions (a list's rows do not carry their company). */
export async function companiesOwning(db: Db, ids: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ accountId: schema.subscriptions.accountId })
    .from(schema.subscriptions)
    .where(inArray(schema.subscriptions.id, [...ids]));
  return rows.map((row) => row.accountId);
}
