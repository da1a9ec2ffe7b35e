import { createHash } from 'node:crypto';
import type { RatingDto } from '@tranche/contracts';
import {
  addDays,
  addMonths,
  applyRatingOverride,
  bookAgeMonths,
  CURRENCIES,
  convertMinor,
  createRateTable,
  firstOfMonth,
  type Grade,
  type IsoDate,
  isGrade,
  isoDateOf,
  type MarketplaceSettings,
  netRevenueRetention,
  RATING_LOOKBACK_MONTHS,
  type RatedCompany,
  type RatingOverride,
  rateCompany,
  ratingInputFromKpis,
  shippedEcbRates,
  splitRange,
  topCustomersShare,
  undefinedKpi,
} from '@tranche/domain';
import type { Container } from '../../container';
import { badRequest, notFound } from '../../lib/app-error';
import { findAccount } from '../accounts/accounts.repo';
import { kpiPeriodsFromDatabase } from '../analytics/analytics.service';
import { backgroundShards } from '../analytics/background-reading';
import { cashKpisFromDatabase } from '../analytics/cash-kpis.service';
import { readRates } from '../currency-exchange/ecb-rates.repo';
import { marketplaceSettingsInForce } from '../marketplace-settings/marketplace-settings.service';
import {
  type CustomerSubscription,
  insertOverride,
  insertRating,
  latestOverride,
  latestRating,
  liveSubscriptionsOn,
  type RatingRow,
} from './rating.repo';

export type RatingDeps = Pick<Container, 'database'>;
export type RatingCause = 'data-change' | 'monthly' | 'override' | 'first';

/** MRR per customer in EUR on a day (the scorecard reads sizes and shares in one currency). */
function mrrByCustomer(
  rows: readonly CustomerSubscription[],
  day: IsoDate,
  table: ReturnType<typeof createRateTable>,
): Map<string, number> {
  const byCustomer = new Map<string, number>();
  for (const row of rows) {
    const currency = CURRENCIES.find((c) => c === row.currency);
    if (!currency) continue;
    const eur = convertMinor(row.mrrMinor, currency, 'EUR', day, table);
    byCustomer.set(row.customer, (byCustomer.get(row.customer) ?? 0) + eur);
  }
  return byCustomer;
}

/**
 * The scorecard of a company as of `today`: growth and churns over the last six complete months
 * from the analytics engine (EUR), concentration, book age and retention from the live
 * subscriptions, runway and debt to asset from the cash KPIs ('unavailable' until bank and
 * accounting data are connected). Payment reliability needs payment data, which no source
 * delivers yet: it counts conservatively and says so.
 */
export async function ratingInputOf(deps: RatingDeps, accountId: string, today: IsoDate) {
  const { db } = deps.database;
  const monthStart = firstOfMonth(today);
  const lastDay = addDays(monthStart, -1);
  const periods = splitRange(
    { start: addMonths(monthStart, -RATING_LOOKBACK_MONTHS), end: lastDay },
    'month',
  );
  const customerShards = await backgroundShards(deps.database, accountId);
  const monthly = await kpiPeriodsFromDatabase(db, { accountId, currency: 'EUR' }, periods, {
    customerShards,
  });
  const table = createRateTable(shippedEcbRates(), await readRates(db));
  const live = async (day: IsoDate) => {
    const rows: CustomerSubscription[] = [];
    for (let index = 0; index < customerShards; index++)
      rows.push(...(await liveSubscriptionsOn(db, accountId, day, { count: customerShards, index })));
    return rows;
  };
  const now = await live(lastDay);
  const yearAgoDay = addMonths(lastDay, -12);
  const yearAgo = await live(yearAgoDay);
  return ratingInputFromKpis({
    monthly,
    // Customers live a year ago at their current MRR (subscription amount changes are not replayed here).
    netRevenueRetention: netRevenueRetention(
      mrrByCustomer(yearAgo, yearAgoDay, table),
      mrrByCustomer(now, lastDay, table),
    ),
    concentration: topCustomersShare(mrrByCustomer(now, lastDay, table)),
    bookAge: bookAgeMonths(
      now.map((row) => ({ mrrMinor: row.mrrMinor, startDate: row.startDate })),
      lastDay,
    ),
    paymentReliability: undefinedKpi('NO_SUBSCRIPTIONS'),
    cash: await cashKpisFromDatabase(db, { accountId, currency: 'EUR' }, lastDay, monthly.at(-1)),
  });
}

function overrideOf(row: { grade: string | null; reason: string } | undefined): RatingOverride | null {
  if (!row?.grade || !isGrade(row.grade)) return null;
  return { grade: row.grade, reason: row.reason };
}

/**
 * Recomputes a client's rating and keeps it in the history, with its inputs; a recomputation
 * whose inputs, settings and override are unchanged adds no row (a rerun job changes nothing).
 */
export async function recomputeRating(
  deps: RatingDeps,
  accountId: string,
  cause: RatingCause,
  options: { today?: IsoDate; settings?: MarketplaceSettings } = {},
): Promise<RatingRow> {
  const { db } = deps.database;
  const settings = options.settings ?? (await marketplaceSettingsInForce(db));
  const input = await ratingInputOf(deps, accountId, options.today ?? isoDateOf(new Date()));
  const override = overrideOf(await latestOverride(db, accountId));
  const rated: RatedCompany = applyRatingOverride(
    rateCompany(input, settings.rating, settings.discounts),
    override,
    settings.discounts,
  );
  const inputsHash = createHash('sha256')
    .update(JSON.stringify({ input, override, rating: settings.rating, discounts: settings.discounts }))
    .digest('hex');
  const latest = await latestRating(db, accountId);
  if (latest && latest.inputsHash === inputsHash) return latest;
  return insertRating(db, {
    accountId,
    grade: rated.grade,
    computedGrade: rated.computedGrade,
    scoreHundredths: Math.round(rated.score * 100),
    confidenceHundredths: Math.round(rated.confidence * 100),
    discountBps: rated.discountBps,
    rating: rated as unknown as Record<string, unknown>,
    inputs: input as unknown as Record<string, unknown>,
    cause: latest ? cause : 'first',
    inputsHash,
  });
}

/** The rating in force, computed on first use. */
export async function currentRating(deps: RatingDeps, accountId: string): Promise<RatingRow> {
  return (await latestRating(deps.database.db, accountId)) ?? recomputeRating(deps, accountId, 'first');
}

export function ratingDto(row: RatingRow): RatingDto {
  const rated = row.rating as unknown as RatedCompany;
  return {
    grade: rated.grade,
    computedGrade: rated.computedGrade,
    score: rated.score,
    confidence: rated.confidence,
    discountBps: rated.discountBps,
    factors: rated.factors,
    missingData: rated.missingData,
    override: rated.override,
    overrideEffectBps: rated.overrideEffectBps,
    computedAt: row.computedAt.toISOString(),
  };
}

/** An operator overrides a client's grade (or lifts the override with grade null), with a reason; recorded, then applied. */
export async function overrideRating(
  deps: RatingDeps,
  accountId: string,
  grade: Grade | null,
  reason: string,
  operator: string,
): Promise<RatingRow> {
  const account = await findAccount(deps.database.db, accountId);
  if (!account) throw notFound('No such company');
  if (account.kind !== 'CLIENT') throw badRequest('NOT_A_CLIENT', 'Only clients are rated.');
  if (reason.trim() === '') throw badRequest('REASON_REQUIRED', 'An override needs a reason.');
  await insertOverride(deps.database.db, { accountId, grade, reason: reason.trim(), operator });
  return recomputeRating(deps, accountId, 'override');
}
