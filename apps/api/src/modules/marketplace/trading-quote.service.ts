import type { AssetPickBody, AssetPickDto, AssetQuoteBody, AssetQuoteDto } from '@tranche/contracts';
import {
  feeOf,
  type Grade,
  isoDateOf,
  pickForTarget,
  priceOf,
  type SubscriptionStatus,
  type TradingStatus,
  tradabilityProblem,
} from '@tranche/domain';
import { notFound } from '../../lib/app-error';
import { findAccount } from '../accounts/accounts.repo';
import { marketplaceSettingsInForce } from '../marketplace-settings/marketplace-settings.service';
import { currentRating } from '../rating/rating.service';
import { evaluateSelection, faceOf, limitOf } from './asset-selection';
import type { MarketDeps } from './assets.service';
import { tradableSubscriptions } from './marketplace.repo';

const ids = (refs: readonly { id_subscription: string }[] | undefined) =>
  (refs ?? []).map((r) => r.id_subscription);

async function quoteContext(deps: MarketDeps, accountId: string) {
  const { db } = deps.database;
  const account = await findAccount(db, accountId);
  if (!account) throw notFound();
  const [settings, rating] = await Promise.all([
    marketplaceSettingsInForce(db),
    currentRating(deps, accountId),
  ]);
  return { db, account, settings, rating };
}

/**
 * `POST assets/quote`: what `POST assets` would decide for this selection (the same evaluation,
 * read without locks), with the fee and payout at the guide price. Writes nothing.
 */
export async function quoteAsset(
  deps: MarketDeps,
  accountId: string,
  body: AssetQuoteBody,
): Promise<AssetQuoteDto> {
  const { db, account, settings, rating } = await quoteContext(deps, accountId);
  const months = body.contractLengthMonths ?? settings.defaultContractLengthMonths;
  const soldIds = ids(body.subscriptions.create);
  const pledgedIds = ids(body.pledgedSubscriptions?.create);
  const selection = await evaluateSelection(
    db,
    account,
    settings,
    rating.discountBps,
    { currency: body.currency, months, soldIds, pledgedIds },
    { lock: false },
  );
  const fee = feeOf(selection.priceMinor, settings.feeBps);
  const customer = (id: string) => selection.rows.get(id)?.customerName ?? '';
  return {
    currency: body.currency,
    contractLengthMonths: months,
    grade: rating.grade as Grade,
    discountBps: rating.discountBps,
    contractDiscountBps: selection.contractDiscountBps,
    faceValue: selection.faceMinor,
    price: selection.priceMinor,
    fee,
    payout: selection.priceMinor - fee,
    pledgedFaceValue: selection.pledgedFaceMinor,
    tradeLimit: {
      allowedTradePercent: selection.limit.allowedTradePercent,
      tradableFaceValue: selection.limit.tradableFaceMinor,
      limit: selection.limit.limitMinor,
      committed: selection.limit.committedMinor,
      remaining: selection.limit.remainingMinor,
    },
    subscriptions: [
      ...soldIds.map((id, i) => ({
        id_subscription: id,
        role: 'SOLD' as const,
        customerName: customer(id),
        faceValue: selection.soldFaces[i] ?? 0,
        price: selection.soldPrices[i] ?? 0,
      })),
      ...pledgedIds.map((id, i) => ({
        id_subscription: id,
        role: 'PLEDGED' as const,
        customerName: customer(id),
        faceValue: selection.pledgedFaces[i] ?? 0,
        price: 0,
      })),
    ],
    refusals: selection.refusals.map((refusal) => ({
      code: refusal.reason as 'OVER_TRADE_LIMIT' | 'NOT_ALLOWED' | 'ENDS_BEFORE_CONTRACT',
      message: refusal.message,
      subscriptionId: refusal.subscriptionId,
    })),
  };
}

/**
 * `POST assets/pick`: "name an amount, Tranche picks" — the tradable subscriptions of the currency
 * that outlast the contract, each priced alone, chosen by the domain's rule (pickForTarget) within
 * the remaining limit; answered with the quote of the pick, so the screen shows what it would sell.
 */
export async function pickForAmount(
  deps: MarketDeps,
  accountId: string,
  body: AssetPickBody,
): Promise<AssetPickDto> {
  const { db, account, settings, rating } = await quoteContext(deps, accountId);
  const months = body.contractLengthMonths ?? settings.defaultContractLengthMonths;
  const now = new Date();
  const today = isoDateOf(now);
  const tradable = await tradableSubscriptions(db, accountId);
  const limit = await limitOf(db, account, settings, body.currency, today, tradable);
  const candidates = tradable
    .filter((row) => row.currency === body.currency)
    .filter(
      (row) =>
        tradabilityProblem(
          {
            status: row.status as SubscriptionStatus,
            tradingStatus: row.tradingStatus as TradingStatus,
            endDate: row.endDate,
          },
          now,
          months,
        ) === null,
    )
    .map((row) => {
      const faceMinor = faceOf(row, today, months);
      return { id: row.id, faceMinor, priceMinor: priceOf(faceMinor, rating.discountBps, months) };
    });
  const pick = pickForTarget(candidates, body.targetPrice, limit.remainingMinor);
  const quote = await quoteAsset(deps, accountId, {
    currency: body.currency,
    contractLengthMonths: months,
    subscriptions: { create: pick.picked.map((c) => ({ id_subscription: c.id })) },
  });
  return {
    reached: pick.reached && quote.price >= body.targetPrice,
    picked: pick.picked.map((c) => ({ id_subscription: c.id })),
    quote,
  };
}
