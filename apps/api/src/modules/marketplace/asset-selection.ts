import type { Db } from '@tranche/db';
import {
  type AssetCandidate,
  checkAssetSelection,
  contractDiscountBps,
  isoDateOf,
  isPriceable,
  type MarketplaceSettings,
  netRecurringAmount,
  priceBundle,
  receivableValue,
  type SubscriptionStatus,
  type TradeLimit,
  type TradingStatus,
  tradeLimit,
} from '@tranche/domain';
import { badRequest, notFound } from '../../lib/app-error';
import type { AccountRow } from '../accounts/accounts.repo';
import {
  committedFaceByCurrency,
  lockCompanySubscriptions,
  type SubscriptionRow,
  tradableSubscriptions,
} from './marketplace.repo';

/** Face value of a subscription over a contract starting today (packages/domain pricing). */
export function faceOf(row: SubscriptionRow, today: string, months: number): number {
  return receivableValue(
    {
      id: row.id,
      currency: row.currency as 'EUR',
      billingPeriodMonths: row.billingPeriodMonths as 1 | 3 | 6 | 12,
      startDate: row.startDate,
      endDate: row.endDate,
      nextPaymentDate: row.nextPaymentDate,
      netAmountMinor: netRecurringAmount({
        amountMinor: row.amountMinor,
        lastPaymentAmountMinor: row.lastPaymentAmountMinor,
        nextPaymentAmountMinor: row.nextPaymentAmountMinor,
      }).amountMinor,
    },
    today as `${number}-${number}-${number}`,
    months,
  );
}

const candidateOf = (row: SubscriptionRow, faceMinor: number): AssetCandidate => ({
  id: row.id,
  status: row.status as SubscriptionStatus,
  tradingStatus: row.tradingStatus as TradingStatus,
  endDate: row.endDate,
  faceMinor,
});

const NOT_ALLOWED = 'This subscription is not allowed to be traded!';

export interface Selection {
  /** The asset's currency; without it, the first sold subscription's. */
  currency?: string;
  months: number;
  soldIds: readonly string[];
  pledgedIds: readonly string[];
}

export interface LimitOfCurrency extends TradeLimit {
  allowedTradePercent: number;
  tradableFaceMinor: number;
}

export interface EvaluatedSelection {
  currency: string;
  rows: Map<string, SubscriptionRow>;
  limit: LimitOfCurrency;
  soldFaces: number[];
  pledgedFaces: number[];
  faceMinor: number;
  pledgedFaceMinor: number;
  /** The rating's price of the face value, and each sold subscription's share of it. */
  priceMinor: number;
  soldPrices: number[];
  contractDiscountBps: number;
  refusals: { subscriptionId: string; reason: string; message: string }[];
}

/** The client's remaining trade limit in a currency: allowedTradePercent × tradable face − committed. */
export async function limitOf(
  db: Db,
  account: AccountRow,
  settings: MarketplaceSettings,
  currency: string,
  today: string,
  tradable?: readonly SubscriptionRow[],
): Promise<LimitOfCurrency> {
  const rows = tradable ?? (await tradableSubscriptions(db, account.id));
  const tradableFaceMinor = rows
    .filter((r) => r.currency === currency)
    .reduce((sum, r) => sum + faceOf(r, today, settings.defaultContractLengthMonths), 0);
  const committed = (await committedFaceByCurrency(db, account.id)).get(currency) ?? 0;
  const allowedTradePercent =
    account.allowedTradePercentHundredths === null
      ? settings.defaultAllowedTradePercent
      : account.allowedTradePercentHundredths / 100;
  return {
    ...tradeLimit({ allowedTradePercent, tradableFaceMinor, committedFaceMinor: committed }),
    allowedTradePercent,
    tradableFaceMinor,
  };
}

/**
 * What `POST assets` decides for a selection, computed once for both the asset's creation (inside
 * its locked transaction, `lock: true`) and the Trading screen's quote (a read): the company's
 * subscriptions (404 if any id is not one of them), one currency (400 MIXED_CURRENCY), the face
 * values over the contract, the trade limit of the currency, the spec's refusals per subscription
 * (over the limit, not allowed, ends before the contract; pledged ones outside the limit; one
 * sold and pledged at once is not allowed) and the rating's guide price split over the sold ones.
 */
export async function evaluateSelection(
  db: Db,
  account: AccountRow,
  settings: MarketplaceSettings,
  discountBps: number,
  selection: Selection,
  options: { lock: boolean; now?: Date },
): Promise<EvaluatedSelection> {
  const now = options.now ?? new Date();
  const today = isoDateOf(now);
  const { months, soldIds, pledgedIds } = selection;
  const rows = await lockCompanySubscriptions(db, account.id, [...soldIds, ...pledgedIds], options);
  const byId = new Map(rows.map((r) => [r.id, r]));
  if ([...soldIds, ...pledgedIds].some((id) => !byId.has(id))) throw notFound('No such subscription');
  const currency = selection.currency ?? byId.get(soldIds[0] ?? '')?.currency ?? 'EUR';
  if (rows.some((r) => r.currency !== currency)) {
    throw badRequest('MIXED_CURRENCY', 'All subscriptions of an asset must be in one currency.');
  }
  const limit = await limitOf(db, account, settings, currency, today);
  const soldFaces = soldIds.map((id) => faceOf(byId.get(id)!, today, months));
  const check = checkAssetSelection(
    soldIds.map((id, i) => candidateOf(byId.get(id)!, soldFaces[i] ?? 0)),
    months,
    now,
    limit.remainingMinor,
  );
  // Pledged subscriptions back the sale: tradable and outlasting the contract, outside the limit.
  const pledgeCheck = checkAssetSelection(
    pledgedIds.map((id) => candidateOf(byId.get(id)!, 0)),
    months,
    now,
    Number.MAX_SAFE_INTEGER,
  );
  const refusals = [
    ...(check.ok ? [] : check.refusals),
    ...(pledgeCheck.ok ? [] : pledgeCheck.refusals),
    ...pledgedIds
      .filter((id) => soldIds.includes(id))
      .map((id) => ({ subscriptionId: id, reason: 'NOT_ALLOWED', message: NOT_ALLOWED })),
  ];
  const faceMinor = soldFaces.reduce((sum, face) => sum + face, 0);
  // A selection that owes nothing within the contract cannot be sold; nor can a contract so long
  // that the rating's discount would take the whole face value.
  const priceable = isPriceable(discountBps, months);
  if (soldIds.length > 0 && (!priceable || faceMinor <= 0) && refusals.length === 0)
    for (const id of soldIds)
      refusals.push({ subscriptionId: id, reason: 'NOT_ALLOWED', message: NOT_ALLOWED });
  const priced = priceable
    ? priceBundle(
        soldIds.map((id, i) => ({ item: id, faceMinor: soldFaces[i] ?? 0 })),
        discountBps,
        months,
      )
    : { priceMinor: 0, lines: soldIds.map(() => ({ priceMinor: 0 })) };
  const pledgedFaces = pledgedIds.map((id) => faceOf(byId.get(id)!, today, months));
  return {
    currency,
    rows: byId,
    limit,
    soldFaces,
    pledgedFaces,
    faceMinor,
    pledgedFaceMinor: pledgedFaces.reduce((sum, face) => sum + face, 0),
    priceMinor: priced.priceMinor,
    soldPrices: priced.lines.map((line) => line.priceMinor),
    contractDiscountBps: priceable ? contractDiscountBps(discountBps, months) : 10_000,
    refusals,
  };
}
