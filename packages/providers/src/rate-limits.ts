import type { IntegrationType } from './integration-types';

/**
 * The fewest milliseconds between two requests to a provider, under its published limits with
 * room for the user's own use of the same account: Stripe allows 100 read requests a second in
 * live mode and 25 in test mode; Chargebee allows a test site 150 requests a minute (live sites
 * more, by plan); SumUp asks integrators to stay at a few requests a second. (The accounting
 * providers' monthly reports are one request each inside one read.)
 */
export const MIN_REQUEST_INTERVAL_MS: Record<IntegrationType, number> = {
  stripe: 50,
  chargebee: 400,
  sumup: 250,
  // GoCardless limits reads per account a day (banking-limits.ts), not the pace of requests.
  nordigen: 250,
  // Codat gives a client 1,000 requests a day per connected company (X-Rate-Limit-* headers);
  // a sync needs a handful, so the pace only spreads them.
  codat: 1_000,
  // Zoho Books allows 100 requests a minute per organisation (and a daily number by plan).
  zoho: 700,
  // Xero allows 60 calls a minute per organisation (tenant), 5 at once and 5,000 a day; a sync
  // reads one request at a time, and the pace leaves a fifth of the minute to the user's other apps.
  xero: 1_250,
  // Apideck passes the limits of the tool behind it on as 429s; most allow a few a second.
  apideck: 500,
};

/**
 * The offline sandbox answers from this process and publishes no limit. Its pace stands for a real
 * provider's round trip (or the provider's own pace, if shorter), so a sync still shows its
 * progress, without the minutes a real provider's limit costs (a sandbox Codat sync waited a second
 * per monthly report).
 */
export const SANDBOX_REQUEST_INTERVAL_MS = 100;
