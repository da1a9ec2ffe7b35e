import type { Container } from '../../container';
import { subscriptionCount } from './analytics.repo';
import { shardCountFor } from './customer-shard';

/**
 * What one statement of the embedded database reads in about 75 ms on a quiet machine, so that one
 * whose cores are shared (a quarter of a core makes it four times as long) still answers others
 * within a second.
 */
const SUBSCRIPTIONS_PER_STATEMENT = 1_000;

/**
 * In how many shares of customers background work reads a company's book: on the embedded
 * database, whose statements hold the server's only thread, in shares so that requests get their
 * turns in between; on PostgreSQL in one statement.
 */
export async function backgroundShards(database: Container['database'], accountId: string): Promise<number> {
  if (database.kind !== 'pglite') return 1;
  return shardCountFor(await subscriptionCount(database.db, accountId), SUBSCRIPTIONS_PER_STATEMENT);
}
