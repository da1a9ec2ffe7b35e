import type { Db } from '@tranche/db';
import {
  addDays,
  addMonths,
  DEFAULT_MARKETPLACE_SETTINGS,
  type IsoDate,
  type MarketplaceSettings,
  marketplaceSettingsSchema,
  tradeLimit,
} from '@tranche/domain';
import type { AccountRow } from '../accounts/accounts.repo';
import { type LimitOfCurrency, limitOf } from '../marketplace/asset-selection';
import {
  assetHoldings,
  bookSubscriptions,
  committedAt,
  settingsSavedBefore,
  termsOnDay,
} from '../marketplace/limit-history.repo';
import type { SubscriptionRow } from '../marketplace/marketplace.repo';
import { marketplaceSettingsInForce } from '../marketplace-settings/marketplace-settings.service';

/**
 * The trade limit on an earlier day, computed by the Trading screen's own `limitOf` from what was
 * true at the end of that day: the marketplace settings version then in force (default percentage
 * and contract length), the subscriptions then tradable with their terms then (the subscription
 * history, as Observe reads the tradable MRR of a past day, and the assets that held them), and
 * the face value then committed in assets (open assets, and sold ones' instalments not yet paid).
 * `limitOf` alone would not do: whatever day it is given, it reads today's subscriptions, today's
 * percentage and today's commitments, and it values today's next payment dates from that day.
 *
 * One input has no history: a percentage set for the company by an operator (`accounts`
 * keeps only the current one). It is then taken as today's, and `percentOnRecord` says so.
 */
export interface LimitOnDay extends LimitOfCurrency {
  day: IsoDate;
}

export interface LimitHistory {
  before: LimitOnDay;
  now: LimitOnDay;
  /** False when the company has its own percentage that may have changed since `before` (no history). */
  percentOnRecord: boolean;
}

/** The first instant after a day (UTC): what happened before it happened on or before the day. */
const endOf = (day: IsoDate) => new Date(`${addDays(day, 1)}T00:00:00.000Z`);

/** The settings version saved last before `cutoff`, or the defaults. */
async function settingsAt(db: Db, cutoff: Date): Promise<MarketplaceSettings> {
  const saved = await settingsSavedBefore(db, cutoff);
  return saved
    ? (marketplaceSettingsSchema.parse(saved) as MarketplaceSettings)
    : DEFAULT_MARKETPLACE_SETTINGS;
}

/**
 * The next billing day as it was on `day`: the current one stepped back by whole billing periods to
 * the first on or after the day (and the start), so that the face value counts the payments due
 * between then and the current next payment date.
 */
function nextPaymentOn(row: SubscriptionRow, day: IsoDate, months: number): IsoDate | null {
  const next = row.nextPaymentDate as IsoDate | null;
  if (!next) return null;
  const floor = row.startDate > day ? (row.startDate as IsoDate) : day;
  let anchor = next;
  for (let k = 1; k <= 1_200; k++) {
    const earlier = addMonths(next, -k * months);
    if (earlier < floor) break;
    anchor = earlier;
  }
  return anchor;
}

/** The company's subscriptions as they were tradable at the end of `day` (the limit's base then). */
async function tradableRowsOn(db: Db, accountId: string, day: IsoDate, cutoff: Date) {
  const [rows, terms, inAssets] = await Promise.all([
    bookSubscriptions(db, accountId),
    termsOnDay(db, accountId, day),
    assetHoldings(db, accountId, cutoff),
  ]);
  const termsOf = new Map(terms.map((row) => [row.id, row]));
  const everInAsset = new Set(inAssets.map((row) => row.id));
  const heldThen = new Set(inAssets.filter((row) => row.held).map((row) => row.id));
  return rows.flatMap((row): SubscriptionRow[] => {
    // One that started later counts only if it was already known then (limitOf counts future starts).
    if (row.startDate > day && row.createdAt >= cutoff) return [];
    const then = termsOf.get(row.id);
    // The trading status is not in the history when an asset changed it: the assets tell it.
    const tradingStatus = heldThen.has(row.id)
      ? 'IN_TRADE'
      : everInAsset.has(row.id)
        ? 'AVAILABLE'
        : (then?.tradingStatus ?? row.tradingStatus);
    const status = then?.status ?? row.status;
    const ended = row.endDate !== null && row.endDate <= day;
    if (status !== 'AVAILABLE' || tradingStatus !== 'AVAILABLE' || ended) return [];
    const months = then?.months ?? row.billingPeriodMonths;
    const amount = then?.amount;
    return [
      {
        ...row,
        status,
        tradingStatus,
        currency: then?.currency ?? row.currency,
        billingPeriodMonths: months,
        ...(amount === undefined
          ? {}
          : { amountMinor: amount, lastPaymentAmountMinor: amount, nextPaymentAmountMinor: amount }),
        nextPaymentDate: nextPaymentOn(row, day, months),
      },
    ];
  });
}

/** The limit at the end of `day` (before today), by `limitOf` from the inputs as they were then. */
export async function limitOnDay(
  db: Db,
  account: AccountRow,
  currency: string,
  day: IsoDate,
): Promise<LimitOnDay> {
  const cutoff = endOf(day);
  const settings = await settingsAt(db, cutoff);
  const rows = await tradableRowsOn(db, account.id, day, cutoff);
  const limit = await limitOf(db, account, settings, currency, day, rows);
  // limitOf reads what is committed today; what was committed then replaces it.
  const committed = await committedAt(db, account.id, currency, cutoff);
  return {
    ...limit,
    ...tradeLimit({
      allowedTradePercent: limit.allowedTradePercent,
      tradableFaceMinor: limit.tradableFaceMinor,
      committedFaceMinor: committed,
    }),
    day,
  };
}

/** The limit a month before `today` and today (today's exactly as the Trading screen computes it). */
export async function limitHistory(
  db: Db,
  account: AccountRow,
  currency: string,
  today: IsoDate,
): Promise<LimitHistory> {
  const monthAgo = addMonths(today, -1);
  const settings = await marketplaceSettingsInForce(db);
  const now = { ...(await limitOf(db, account, settings, currency, today)), day: today };
  const before = await limitOnDay(db, account, currency, monthAgo);
  const ownPercent = account.allowedTradePercentHundredths !== null;
  return { before, now, percentOnRecord: !ownPercent || account.updatedAt < endOf(monthAgo) };
}
