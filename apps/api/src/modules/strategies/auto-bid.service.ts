import { autoBidPrice, decideAutoBid, matchStrategy } from '@tranche/domain';
import type { Container } from '../../container';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import type { Realtime } from '../../realtime/realtime';
import { ownerBalances } from '../ledger/ledger.repo';
import { findAsset } from '../marketplace/marketplace.repo';
import { placeOrder } from '../marketplace/orders.service';
import {
  claimAsset,
  findStrategy,
  hasOpenBid,
  openAssets,
  type StrategyRow,
  setAutoBidOrder,
  strategiesNotYetOn,
  strategyUsage,
} from './strategies.repo';
import { rulesOf } from './strategies.service';
import { strategyCandidates } from './strategy-matcher';

/** What an automatic bid needs: whatever a manual bid needs (placeOrder's rules), and a logger. */
export type AutoBidDeps = Parameters<typeof placeOrder>[0] & Pick<Container, 'logger' | 'database' | 'jobs'>;

/** Who placed an automatic bid, as its order records it. */
export const autoBidAuthor = (strategyId: string) => `strategy:${strategyId}`;

/**
 * Every strategy that has not yet considered this OPEN asset and whose rules it matches bids on it
 * once, at the asset's guide price, when that price fits both what is left of the strategy's
 * amount and the investor's available balance. Returns the number of bids placed.
 */
export async function autoBidOnAsset(deps: AutoBidDeps, assetId: string): Promise<number> {
  const { db } = deps.database;
  const asset = await findAsset(db, assetId);
  if (asset?.status !== 'OPEN') return 0;
  const strategies = await strategiesNotYetOn(db, asset.id, asset.currency);
  if (strategies.length === 0) return 0;
  const [candidate] = await strategyCandidates(db, [asset]);
  let placed = 0;
  for (const strategy of strategies) {
    const explanation = matchStrategy(rulesOf(strategy), candidate!);
    if (!explanation.matched) continue;
    try {
      if (await bidFor(deps, strategy, asset, explanation)) placed += 1;
    } catch (error) {
      // A refusal of this one bid (balance, asset closed meanwhile, the investor's checks) leaves
      // nothing behind; the others still bid, and a later sweep tries this one again.
      if (!(error instanceof AppError)) throw error;
      deps.logger.info({ strategyId: strategy.id, assetId, code: error.code }, 'automatic bid refused');
    }
  }
  return placed;
}

/**
 * One strategy's bid on one asset, in ONE transaction: the strategy row locked (its bids on
 * several assets never overspend its amount), the claim inserted (the unique (strategy, asset)
 * lets one worker through, the other finds it and stops), then the order through placeOrder — the
 * very rules of a manual bid, its reserve in the same transaction. A failure undoes the claim.
 * Mails placeOrder enqueues and what it pushes to browsers go out only once the bid is committed,
 * and the investor's screens are then told of the new bid.
 */
async function bidFor(
  deps: AutoBidDeps,
  strategy: StrategyRow,
  asset: NonNullable<Awaited<ReturnType<typeof findAsset>>>,
  explanation: ReturnType<typeof matchStrategy>,
): Promise<boolean> {
  const afterCommit: (() => Promise<unknown>)[] = [];
  const deferred: JobQueue = {
    ...deps.jobs,
    send: async (job, payload, options) => {
      afterCommit.push(() => deps.jobs.send(job, payload, options));
      return null;
    },
  };
  const { realtime } = deps;
  const deferredRealtime: Realtime | undefined = realtime && {
    toUser: (...args) => afterCommit.push(async () => realtime.toUser(...args)),
    toCompany: (...args) => afterCommit.push(async () => realtime.toCompany(...args)),
    close: () => realtime.close(),
  };
  const placed = await deps.database.db.transaction(async (tx) => {
    const locked = await findStrategy(tx, strategy.investorAccountId, strategy.id, { lock: true });
    if (!locked || locked.currency !== asset.currency) return false;
    if (await hasOpenBid(tx, strategy.investorAccountId, asset.id)) return false;
    const used = (await strategyUsage(tx, [strategy.id])).get(strategy.id)?.usedMinor ?? 0;
    const cash = (await ownerBalances(tx, 'investor', strategy.investorAccountId)).find(
      (b) => b.type === 'cash' && b.currency === asset.currency,
    );
    const decision = decideAutoBid({
      priceMinor: autoBidPrice(asset),
      leftMinor: Math.max(0, locked.investmentMinor - used),
      availableMinor: cash?.balanceMinor ?? 0,
    });
    if (!decision.bid) return false;
    const claim = await claimAsset(tx, {
      strategyId: strategy.id,
      assetId: asset.id,
      investorAccountId: strategy.investorAccountId,
      priceMinor: decision.priceMinor,
      explanation: explanation as unknown as Record<string, unknown>,
    });
    if (!claim) return false;
    const order = await placeOrder(
      { ...deps, database: { ...deps.database, db: tx }, jobs: deferred, realtime: deferredRealtime },
      strategy.investorAccountId,
      { id_asset: asset.id, price: decision.priceMinor },
      autoBidAuthor(strategy.id),
    );
    await setAutoBidOrder(tx, claim.id, order.id);
    deferredRealtime?.toCompany(strategy.investorAccountId, 'order', { id: order.id, status: order.status });
    return true;
  });
  for (const send of afterCommit) await send();
  return placed;
}

/** One asset's automatic bids, or (no id) a sweep over every OPEN asset, oldest first. */
export async function runAutoBids(deps: AutoBidDeps, assetId?: string): Promise<number> {
  if (assetId) return autoBidOnAsset(deps, assetId);
  let placed = 0;
  for (const asset of await openAssets(deps.database.db)) placed += await autoBidOnAsset(deps, asset.id);
  return placed;
}
