import { type SQL, sql } from 'drizzle-orm';

/**
 * One of `count` disjoint groups of a company's customers, by a hash of the customer id. Totals
 * that are sums over customers can be read group by group, one statement each, and added up:
 * background work on the embedded database does so, since its statements hold the server's only
 * thread and a statement over a share of the book keeps other requests waiting less.
 */
export interface CustomerShard {
  count: number;
  index: number;
}

/** ` and <customer column> is in the shard`, or nothing without a shard. */
export function andInShard(customerColumn: SQL, shard: CustomerShard | undefined): SQL {
  if (!shard) return sql``;
  const { count, index } = shard;
  return sql`and (hashtext(${customerColumn})::bigint % ${count} + ${count}) % ${count} = ${index}`;
}

/** How many shards keep each statement near `perStatement` subscriptions (at least one). */
export const shardCountFor = (subscriptions: number, perStatement: number): number =>
  Math.max(1, Math.ceil(subscriptions / perStatement));
