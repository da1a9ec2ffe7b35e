import type { Db, schema } from '@tranche/db';
import {
  CURRENCIES,
  type Currency,
  companyCategoryOf,
  convertMinor,
  createRateTable,
  type Grade,
  type IsoDate,
  isoDateOf,
  type RateTable,
  type StrategyCandidate,
  shippedEcbRates,
  sumMinor,
} from '@tranche/domain';
import { findAccount } from '../accounts/accounts.repo';
import { readRates } from '../currency-exchange/ecb-rates.repo';
import { liveSubscriptionsOn } from '../rating/rating.repo';

type AssetRow = typeof schema.assets.$inferSelect;

const currencyOf = (value: string): Currency => {
  const currency = CURRENCIES.find((c) => c === value);
  if (!currency) throw new Error(`Unknown currency ${value}`);
  return currency;
};

/**
 * Builds what a strategy weighs of OPEN assets: each asset's terms and its company's figures now —
 * ARR (12 × the MRR of its live subscriptions), run rate (that MRR) in the asset's currency at
 * the day's ECB rate, and category (the NACE section of its code). One read per company.
 */
export async function strategyCandidates(db: Db, rows: readonly AssetRow[]): Promise<StrategyCandidate[]> {
  if (rows.length === 0) return [];
  const today = isoDateOf(new Date());
  const table = createRateTable(shippedEcbRates(), await readRates(db));
  const companies = new Map<string, Promise<StrategyCandidate['company']>>();
  const companyOf = (accountId: string, currency: Currency) => {
    const key = `${accountId}:${currency}`;
    if (!companies.has(key)) companies.set(key, companyFigures(db, accountId, currency, today, table));
    return companies.get(key)!;
  };
  const result: StrategyCandidate[] = [];
  for (const row of rows) {
    const currency = currencyOf(row.currency);
    result.push({
      assetId: row.id,
      currency,
      grade: row.grade as Grade,
      faceMinor: row.faceMinor,
      guidePriceMinor: row.guidePriceMinor,
      contractLengthMonths: row.contractLengthMonths,
      company: await companyOf(row.accountId, currency),
    });
  }
  return result;
}

async function companyFigures(
  db: Db,
  accountId: string,
  currency: Currency,
  day: IsoDate,
  table: RateTable,
): Promise<StrategyCandidate['company']> {
  const [account, live] = await Promise.all([
    findAccount(db, accountId),
    liveSubscriptionsOn(db, accountId, day),
  ]);
  const mrr = sumMinor(
    live.map((r) => convertMinor(r.mrrMinor, currencyOf(r.currency), currency, day, table)),
  );
  return { arrMinor: mrr * 12, runRateMinor: mrr, category: companyCategoryOf(account?.naceCode) };
}
