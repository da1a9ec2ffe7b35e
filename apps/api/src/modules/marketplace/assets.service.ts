import { createHash } from 'node:crypto';
import type { AssetDto, CreateAssetBody } from '@tranche/contracts';
import {
  CURRENCIES,
  type Currency,
  collectionsForecast,
  convertMinor,
  createRateTable,
  type Grade,
  isoDateOf,
  type RatedCompany,
  shippedEcbRates,
} from '@tranche/domain';
import type { Container } from '../../container';
import { autoBidJobType, autoBidKey } from '../../jobs/auto-bid.job-type';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { findAccount } from '../accounts/accounts.repo';
import { readRates } from '../currency-exchange/ecb-rates.repo';
import { postEntries } from '../ledger/ledger.repo';
import { marketplaceSettingsInForce } from '../marketplace-settings/marketplace-settings.service';
import { type NotifyDeps, notifyAccount } from '../notifications/notify';
import { liveSubscriptionsOn } from '../rating/rating.repo';
import { currentRating, ratingDto } from '../rating/rating.service';
import { evaluateSelection } from './asset-selection';
import { monthlyGrossChurn } from './company-churn';
import {
  type AssetRow,
  assetCounts,
  assetSubscriptionRows,
  countOpenAssets,
  findAsset,
  type InvestorAssetSort,
  insertAsset,
  insertAssetSubscriptions,
  investorOrdersOn,
  listClientAssets,
  listOpenAssets,
  lockAccount,
  ordersOfAsset,
  otherOpenOrders,
  setTradingStatus,
  updateAsset,
  updateOrder,
} from './marketplace.repo';
import { orderView, releaseEntry } from './order-view';

export type MarketDeps = Pick<Container, 'database'>;

const currencyOf = (value: string): Currency => {
  const currency = CURRENCIES.find((c) => c === value);
  if (!currency) throw new Error(`Unknown currency ${value}`);
  return currency;
};

export function assetView(
  row: AssetRow,
  counts: Awaited<ReturnType<typeof assetCounts>>,
): Omit<AssetDto, 'orders'> {
  const c = counts.get(row.id) ?? { subscriptions: 0, pledgedSubscriptions: 0, bids: 0, bestBid: null };
  return {
    id: row.id,
    status: row.status,
    currency: currencyOf(row.currency),
    contractLengthMonths: row.contractLengthMonths,
    subscriptions: c.subscriptions,
    pledgedSubscriptions: c.pledgedSubscriptions,
    faceValue: row.faceMinor,
    pledgedFaceValue: row.pledgedFaceMinor,
    guidePrice: row.guidePriceMinor,
    grade: row.grade as Grade,
    discountBps: row.discountBps,
    bestBid: c.bestBid,
    bids: c.bids,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * `POST assets` (ASSET_ADD): the client bundles tradable subscriptions of one currency into an
 * asset. Refused per subscription with the spec's texts (not allowed, ends before the contract,
 * over the trade limit) in one 422; the limit is allowedTradePercent × the tradable face value
 * less what is already committed, in the asset's currency. The sold subscriptions become
 * IN_TRADE, the pledged ones too (they back the sale). One transaction, the company locked so two
 * creations never both pass the same limit.
 */
export async function createAsset(
  deps: MarketDeps & Pick<Container, 'jobs'>,
  accountId: string,
  body: CreateAssetBody,
  createdBy: string,
): Promise<AssetDto> {
  const settings = await marketplaceSettingsInForce(deps.database.db);
  const months = body.contractLengthMonths ?? settings.defaultContractLengthMonths;
  const soldIds = body.subscriptions.create.map((ref) => ref.id_subscription);
  const pledgedIds = (body.pledgedSubscriptions?.create ?? []).map((ref) => ref.id_subscription);
  const rating = await currentRating(deps, accountId);
  const account = await findAccount(deps.database.db, accountId);
  if (!account) throw notFound();
  const row = await deps.database.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const selection = await evaluateSelection(
      tx,
      account,
      settings,
      rating.discountBps,
      { months, soldIds, pledgedIds },
      { lock: true },
    );
    if (selection.refusals.length > 0) throw new TradeRefusal(selection.refusals);
    const asset = await insertAsset(tx, {
      accountId,
      currency: selection.currency,
      contractLengthMonths: months,
      faceMinor: selection.faceMinor,
      pledgedFaceMinor: selection.pledgedFaceMinor,
      guidePriceMinor: selection.priceMinor,
      grade: rating.grade,
      discountBps: rating.discountBps,
      ratingId: rating.id,
      createdBy,
    });
    await insertAssetSubscriptions(tx, [
      ...soldIds.map((id, i) => ({
        assetId: asset.id,
        subscriptionId: id,
        role: 'SOLD' as const,
        faceMinor: selection.soldFaces[i] ?? 0,
      })),
      ...pledgedIds.map((id, i) => ({
        assetId: asset.id,
        subscriptionId: id,
        role: 'PLEDGED' as const,
        faceMinor: selection.pledgedFaces[i] ?? 0,
      })),
    ]);
    await setTradingStatus(tx, [...soldIds, ...pledgedIds], 'IN_TRADE');
    return asset;
  });
  // Hands-free strategies consider the new asset at once (a queued job, after the commit).
  await deps.jobs.send(autoBidJobType, { assetId: row.id }, { singletonKey: autoBidKey(row.id) });
  return { ...assetView(row, await assetCounts(deps.database.db, [row.id])) };
}

/** The spec's refusals of `POST assets`, one per subscription (answered 422 by the route). */
export class TradeRefusal extends AppError {
  constructor(readonly refusals: { subscriptionId: string; reason: string; message: string }[]) {
    super(
      422,
      refusals[0]?.reason ?? 'NOT_ALLOWED',
      refusals[0]?.message ?? 'This subscription is not allowed to be traded!',
    );
  }
}

export async function clientAssets(
  deps: MarketDeps,
  accountId: string,
  filter: { status?: string; currency?: string; active?: boolean },
): Promise<AssetDto[]> {
  const rows = await listClientAssets(deps.database.db, accountId, filter);
  const counts = await assetCounts(
    deps.database.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => assetView(row, counts));
}

/** One of the client's own assets; with its bids (anonymised) when asked. Another client's: 404. */
export async function clientAsset(
  deps: MarketDeps,
  accountId: string,
  assetId: string,
  includeOrders: boolean,
): Promise<AssetDto> {
  const { db } = deps.database;
  const row = await findAsset(db, assetId);
  if (!row || row.accountId !== accountId) throw notFound();
  const view: AssetDto = assetView(row, await assetCounts(db, [row.id]));
  if (!includeOrders) return view;
  const bids = await ordersOfAsset(db, row.id);
  const counts = await assetCounts(db, [row.id]);
  return { ...view, orders: bids.map((order) => orderView(order, row, counts, false)) };
}

/**
 * `POST assets/{id}/cancel`: an OPEN asset leaves the market, its bids are declined with their
 * reserves released, its subscriptions free again. `DELETE assets/{id}` does the same to an OPEN
 * asset and also hides it (a cancelled one is just hidden); a sold asset stays (409).
 */
export async function withdrawAsset(
  deps: MarketDeps & NotifyDeps,
  accountId: string,
  assetId: string,
  mode: 'cancel' | 'delete',
): Promise<AssetDto> {
  const { db } = deps.database;
  const { row, declined } = await db.transaction(async (tx) => {
    const asset = await findAsset(tx, assetId, { lock: true });
    if (!asset || asset.accountId !== accountId) throw notFound();
    let bids: Awaited<ReturnType<typeof otherOpenOrders>> = [];
    if (asset.status === 'COMPLETED' || (mode === 'cancel' && asset.status !== 'OPEN')) {
      throw conflict('ASSET_NOT_OPEN', 'This asset is no longer open.');
    }
    if (asset.status === 'OPEN') {
      bids = await otherOpenOrders(tx, asset.id, '00000000-0000-0000-0000-000000000000');
      for (const bid of bids) await updateOrder(tx, bid.id, { status: 'DECLINED' });
      await postEntries(
        tx,
        bids.map((bid) => releaseEntry(bid, isoDateOf(new Date()))),
      );
      const subs = await assetSubscriptionRows(tx, asset.id);
      await setTradingStatus(
        tx,
        subs.map((s) => s.subscriptionId),
        'AVAILABLE',
      );
    }
    const row = await updateAsset(tx, asset.id, {
      status: 'CANCELED',
      ...(mode === 'delete' ? { deletedAt: new Date() } : {}),
    });
    return { row, declined: bids };
  });
  // Each investor whose bid the withdrawal declined is told, its reserve being free again.
  for (const bid of declined) {
    await notifyAccount(deps, {
      accountId: bid.investorAccountId,
      type: 'ASSET_WITHDRAWN',
      externalId: bid.id,
      payload: { id_order: bid.id, id_asset: row.id, price: bid.priceMinor, currency: row.currency },
    });
  }
  return assetView(row, await assetCounts(db, [row.id]));
}

export function openAssetCount(deps: MarketDeps, accountId: string): Promise<number> {
  return countOpenAssets(deps.database.db, accountId);
}

/** A stable alias of a company that tells nothing about it. */
export const companyAlias = (accountId: string) =>
  `Company ${createHash('sha256').update(accountId).digest('hex').slice(0, 4).toUpperCase()}`;

/**
 * `GET investor/assets`: OPEN assets with their company anonymised (alias, country, rating
 * without the override's reason, a few KPIs in EUR) and the caller's own open bid only.
 */
export async function marketAssets(
  deps: MarketDeps,
  investorAccountId: string,
  query: {
    currency?: string;
    sort: InvestorAssetSort;
    direction: 'asc' | 'desc';
    page: number;
    size: number;
  },
) {
  const { db } = deps.database;
  const rows = await listOpenAssets(db, query);
  const counts = await assetCounts(
    db,
    rows.map((r) => r.id),
  );
  const mine = await investorOrdersOn(
    db,
    investorAccountId,
    rows.map((r) => r.id),
  );
  const companies = new Map<string, Awaited<ReturnType<typeof anonymousCompany>>>();
  const churn = new Map<string, number[]>();
  const today = isoDateOf(new Date());
  for (const id of new Set(rows.map((r) => r.accountId))) {
    companies.set(id, await anonymousCompany(deps, id));
    churn.set(id, await monthlyGrossChurn(db, id, today));
  }
  return rows.map((row) => {
    const own = mine.find((order) => order.assetId === row.id);
    return {
      ...assetView(row, counts),
      company: companies.get(row.accountId)!,
      myOrder: own ? orderView(own, row, counts, true) : null,
      collectionsForecast: collectionsForecast(
        row.faceMinor,
        row.contractLengthMonths,
        churn.get(row.accountId)!,
      ),
    };
  });
}

async function anonymousCompany(deps: MarketDeps, accountId: string) {
  const { db } = deps.database;
  const account = await findAccount(db, accountId);
  const rating = ratingDto(await currentRating(deps, accountId));
  const rated = rating as unknown as Pick<RatedCompany, 'factors'>;
  const today = isoDateOf(new Date());
  const table = createRateTable(shippedEcbRates(), await readRates(db));
  const live = await liveSubscriptionsOn(db, accountId, today);
  const mrr = live.reduce(
    (sum, r) => sum + convertMinor(r.mrrMinor, currencyOf(r.currency), 'EUR', today, table),
    0,
  );
  const outcome = (factor: string) =>
    rated.factors.find((f) => f.factor === factor)?.outcome ?? {
      kind: 'undefined' as const,
      reason: 'NO_START_MRR' as const,
    };
  const { override, ...shown } = rating;
  return {
    alias: companyAlias(accountId),
    country: account?.country ?? null,
    rating: { ...shown, overridden: override !== null },
    kpis: {
      currency: 'EUR' as const,
      mrr,
      arr: mrr * 12,
      customers: new Set(live.map((r) => r.customer)).size,
      mrrGrowth: outcome('growth'),
      mrrChurnRateGross: outcome('grossMrrChurn'),
    },
  };
}
