import { z } from 'zod';
import type { Container } from '../container';
import { storeFetchedRates } from '../modules/currency-exchange/exchange-rates.service';
import { defineJob, jobType } from './job';

/** How long one download of the ECB's file may take before the attempt counts as failed. */
const FETCH_TIMEOUT_MS = 30_000;

export type EcbRatesDeps = Pick<Container, 'database' | 'env' | 'logger'> & {
  /** The HTTP client (tests hand in their own). */
  fetch?: typeof fetch;
};

/**
 * Daily after the ECB's publication (about 16:00 CET): fetches ECB_RATES_URL and stores the days
 * the database does not have. Unset, it does nothing: the rates shipped with Tranche are used,
 * and days after them take the last shipped rate. Idempotent: a stored day is never written twice.
 */
export const ecbRatesJob = defineJob(
  jobType({
    name: 'ecb-rates',
    payload: z.object({}),
    retryLimit: 3,
    policy: 'singleton',
    schedule: '30 15 * * *',
  }),
  async (_payload, deps: EcbRatesDeps) => {
    const url = deps.env.ECB_RATES_URL;
    if (!url) return;
    const response = await (deps.fetch ?? fetch)(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`ECB rates: ${url} answered ${response.status}`);
    const added = await storeFetchedRates(deps.database.db, await response.text());
    deps.logger.info({ added }, 'ECB rates stored');
  },
);
