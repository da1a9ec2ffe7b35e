import { z } from 'zod';
import { jobType } from './job';

/**
 * Hands-free strategies bidding: on one asset when it was created (`assetId`), or a sweep over
 * every OPEN asset — on the schedule (catching assets whose event was missed) and when a strategy
 * was saved (so it bids on what is already on the market). Apart from its handler so the
 * marketplace can enqueue it without an import circle.
 */
export const autoBidJobType = jobType({
  name: 'auto-bid',
  payload: z.object({ assetId: z.uuid().optional() }),
  retryLimit: 3,
  policy: 'singleton',
  schedule: '*/10 * * * *',
});

/** One queued job per new asset; one queued sweep at a time. */
export const autoBidKey = (assetId?: string) => `auto-bid:${assetId ?? 'sweep'}`;
