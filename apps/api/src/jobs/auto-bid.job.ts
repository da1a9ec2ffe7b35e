import { type AutoBidDeps, runAutoBids } from '../modules/strategies/auto-bid.service';
import { autoBidJobType } from './auto-bid.job-type';
import { defineJob } from './job';

/**
 * Places the automatic bids of hands-free strategies (see autoBidJobType). Idempotent: a strategy
 * bids on an asset at most once (the database's unique claim), so a rerun or a second worker
 * places nothing twice.
 */
export const autoBidJob = defineJob(autoBidJobType, async (payload, deps: AutoBidDeps) => {
  const placed = await runAutoBids(deps, payload.assetId);
  if (placed > 0) deps.logger.info({ assetId: payload.assetId, placed }, 'automatic bids placed');
});
