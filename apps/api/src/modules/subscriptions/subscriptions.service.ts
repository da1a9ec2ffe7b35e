import type { ClientSubs, Subscription, SubscriptionQuickSelect } from '@tranche/contracts';
import { CURRENCIES, type Currency, TRADING_STATUSES, type TradingStatus } from '@tranche/domain';
import type { Container } from '../../container';
import { PlaceholderValues, parseListQuery } from '../../lib/list-query';
import { cachedCount, countKey } from './count-cache';
import { toSubscription } from './subscription-view';
import {
  countSubscriptions,
  listSubscriptions,
  type SubscriptionOrderTerm,
  type SubscriptionPage,
  subscriptionsVersion,
  summariseSubscriptions,
} from './subscriptions.repo';
import { FEW_VALUED_SORTS, QUICK_SELECT_ORDER, subscriptionList } from './subscriptions.resource';

/** The sort keys of a parsed query as columns; few-valued columns carry every value they can hold. */
function orderTerms(sort: readonly { key: string; direction: 'asc' | 'desc' }[]): SubscriptionOrderTerm[] {
  const { sortable } = subscriptionList.config;
  return sort.map(({ key, direction }) => ({
    column: sortable[key as keyof typeof sortable],
    direction,
    values: FEW_VALUED_SORTS[key],
  }));
}

/**
 * The page a spec §7 list query asks for; a quickSelect replaces the sort. The filters' values are
 * placeholders (their values in `values`), so pages of one shape share one statement.
 */
export function subscriptionPageFor(rawQuery: unknown): SubscriptionPage {
  const binder = new PlaceholderValues();
  const query = parseListQuery(subscriptionList, rawQuery, binder);
  // parseListQuery checked the value against SUBSCRIPTION_QUICK_SELECTS.
  const quick = query.params.quickSelect as SubscriptionQuickSelect | undefined;
  const order = quick ? QUICK_SELECT_ORDER[quick] : orderTerms(query.sort);
  return { where: query.where, values: binder.values, order, limit: query.limit, offset: query.offset };
}

/** One page of the company's subscriptions for a spec §7 list query. */
export async function listCompanySubscriptions(
  container: Container,
  accountId: string,
  rawQuery: unknown,
): Promise<Subscription[]> {
  const rows = await listSubscriptions(container.database.db, accountId, subscriptionPageFor(rawQuery));
  const now = new Date();
  return rows.map((row) => toSubscription(row, now));
}

/**
 * The number of subscriptions the same query matches (page, size and sort do not matter), kept
 * while the company's subscriptions and imports are unchanged (count-cache.ts).
 */
export async function countCompanySubscriptions(
  container: Container,
  accountId: string,
  rawQuery: unknown,
): Promise<number> {
  const { where } = parseListQuery(subscriptionList, rawQuery);
  const { db } = container.database;
  const version = await subscriptionsVersion(db, accountId);
  return cachedCount(container.database, `${countKey(accountId, rawQuery)} ${version}`, () =>
    countSubscriptions(db, accountId, where),
  );
}

const MRR_BY_TRADING_STATUS: Partial<Record<TradingStatus, 'soldMrr' | 'pledgedMrr' | 'inTradeMrr'>> = {
  SOLD: 'soldMrr',
  PLEDGED: 'pledgedMrr',
  IN_TRADE: 'inTradeMrr',
};

/**
 * `GET /api/subscriptions/clientSubs`: counts by trading status, and per currency the count, the
 * MRR that counts now, the tradable share and the MRR sold, pledged and in trade. Currencies are
 * never added together (no exchange rates here).
 */
export async function clientSubscriptionSummary(
  container: Container,
  accountId: string,
): Promise<ClientSubs> {
  const groups = await summariseSubscriptions(container.database.db, accountId);
  const summary: ClientSubs = {
    count: 0,
    tradableCount: 0,
    expiredCount: 0,
    byTradingStatus: Object.fromEntries(
      TRADING_STATUSES.map((status) => [status, 0]),
    ) as ClientSubs['byTradingStatus'],
    byCurrency: [],
  };
  const currencies = new Map<Currency, ClientSubs['byCurrency'][number]>();
  for (const group of groups) {
    const currency = group.currency as Currency;
    const tradingStatus = group.tradingStatus as TradingStatus;
    summary.count += group.count;
    summary.tradableCount += group.tradable;
    summary.expiredCount += group.expired;
    summary.byTradingStatus[tradingStatus] += group.count;
    let totals = currencies.get(currency);
    if (!totals) {
      totals = {
        currency,
        count: 0,
        mrr: 0,
        tradableCount: 0,
        tradableMrr: 0,
        soldMrr: 0,
        pledgedMrr: 0,
        inTradeMrr: 0,
      };
      currencies.set(currency, totals);
    }
    totals.count += group.count;
    totals.mrr += group.mrr;
    totals.tradableCount += group.tradable;
    totals.tradableMrr += group.tradableMrr;
    const bucket = MRR_BY_TRADING_STATUS[tradingStatus];
    if (bucket) totals[bucket] += group.mrr;
  }
  summary.byCurrency = CURRENCIES.flatMap((currency) => currencies.get(currency) ?? []);
  return summary;
}
