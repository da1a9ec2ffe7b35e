import type {
  AutoBidDto,
  CreateStrategyBody,
  MatchExplanationDto,
  TradingStrategyDto,
  UpdateStrategyBody,
} from '@tranche/contracts';
import {
  amountLeft,
  type CompanyCategory,
  type Currency,
  type Grade,
  matchStrategy,
  type StrategyCandidate,
  type StrategyRules,
  strategyPotential,
  strategyStatus,
} from '@tranche/domain';
import type { Container } from '../../container';
import { autoBidJobType, autoBidKey } from '../../jobs/auto-bid.job-type';
import { badRequest, notFound } from '../../lib/app-error';
import {
  deleteStrategy,
  findStrategy,
  insertStrategy,
  listAutoBids,
  listStrategies,
  openAssets,
  type StrategyRow,
  strategyUsage,
  updateStrategy,
} from './strategies.repo';
import { strategyCandidates } from './strategy-matcher';

export type StrategyDeps = Pick<Container, 'database'>;
type SavingDeps = Pick<Container, 'database' | 'jobs'>;

/** A saved strategy bids on what is already OPEN without waiting for the scheduled sweep. */
const sweepSoon = (deps: SavingDeps) => deps.jobs.send(autoBidJobType, {}, { singletonKey: autoBidKey() });
type Rules = Required<Omit<CreateStrategyBody, 'name'>>;

export const rulesOf = (row: StrategyRow): StrategyRules => ({
  currency: row.currency as Currency,
  minArrMinor: row.minArrMinor,
  maxArrMinor: row.maxArrMinor,
  minRunRateMinor: row.minRunRateMinor,
  companyCategory: row.companyCategory as CompanyCategory | null,
  riskRank: row.riskRank as Grade,
});

const rulesOfBody = (body: Rules): StrategyRules => ({
  currency: body.currency,
  minArrMinor: body.minArr,
  maxArrMinor: body.maxArr,
  minRunRateMinor: body.minRunRate,
  companyCategory: body.companyCategory,
  riskRank: body.riskRank,
});

/**
 * Potential monthly income and total return of rules over what is OPEN now (domain
 * strategyPotential: the matching assets oldest first, taken at their guide price while they fit
 * the investment amount).
 */
function potentialOf(rules: StrategyRules, investmentMinor: number, candidates: StrategyCandidate[]) {
  const matching = candidates.filter((c) => matchStrategy(rules, c).matched);
  const potential = strategyPotential(investmentMinor, matching);
  return {
    potentialMonthlyIncome: potential.potentialMonthlyIncomeMinor,
    potentialTotalReturn: potential.potentialTotalReturnMinor,
    matchingAssets: potential.assetsMatching,
    assetsTaken: potential.assetsTaken,
  };
}

async function openCandidates(deps: StrategyDeps, currencies: readonly string[]) {
  const { db } = deps.database;
  const rows = (await openAssets(db)).filter((row) => currencies.includes(row.currency));
  return strategyCandidates(db, rows);
}

async function strategyViews(deps: StrategyDeps, rows: StrategyRow[]): Promise<TradingStrategyDto[]> {
  const usage = await strategyUsage(
    deps.database.db,
    rows.map((r) => r.id),
  );
  const candidates = await openCandidates(deps, [...new Set(rows.map((r) => r.currency))]);
  return rows.map((row) => {
    const used = usage.get(row.id) ?? { usedMinor: 0, autoBids: 0 };
    const left = amountLeft(row.investmentMinor, [used.usedMinor]);
    return {
      id: row.id,
      name: row.name,
      currency: row.currency as Currency,
      investmentAmount: row.investmentMinor,
      minArr: row.minArrMinor,
      maxArr: row.maxArrMinor,
      minRunRate: row.minRunRateMinor,
      companyCategory: row.companyCategory as CompanyCategory | null,
      riskRank: row.riskRank as Grade,
      used: used.usedMinor,
      left,
      status: strategyStatus(left),
      autoBids: used.autoBids,
      ...potentialOf(rulesOf(row), row.investmentMinor, candidates),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** `GET trading-strategies`: the investor's strategies, newest first, with use and potential. */
export async function investorStrategies(deps: StrategyDeps, investorAccountId: string) {
  return strategyViews(deps, await listStrategies(deps.database.db, investorAccountId));
}

/** `POST trading-strategies/preview`: the potential of rules being edited, before they are saved. */
export async function previewStrategy(deps: StrategyDeps, body: Rules) {
  return potentialOf(rulesOfBody(body), body.investmentAmount, await openCandidates(deps, [body.currency]));
}

/** `POST trading-strategies`: a new strategy; a sweep is queued so it bids on the OPEN assets that match. */
export async function createStrategy(
  deps: SavingDeps,
  investorAccountId: string,
  body: Rules & { name: string },
  createdBy: string,
): Promise<TradingStrategyDto> {
  const row = await insertStrategy(deps.database.db, {
    investorAccountId,
    name: body.name.trim(),
    currency: body.currency,
    investmentMinor: body.investmentAmount,
    minArrMinor: body.minArr,
    maxArrMinor: body.maxArr,
    minRunRateMinor: body.minRunRate,
    companyCategory: body.companyCategory,
    riskRank: body.riskRank,
    createdBy,
  });
  await sweepSoon(deps);
  const [view] = await strategyViews(deps, [row]);
  return view!;
}

/** `PATCH trading-strategies`: changes the stated fields; the ARR range must stay in order (400). */
export async function changeStrategy(
  deps: SavingDeps,
  investorAccountId: string,
  body: UpdateStrategyBody,
): Promise<TradingStrategyDto> {
  const { db } = deps.database;
  const found = await findStrategy(db, investorAccountId, body.id);
  if (!found) throw notFound();
  const minArr = body.minArr ?? found.minArrMinor;
  const maxArr = body.maxArr === undefined ? found.maxArrMinor : body.maxArr;
  if (maxArr !== null && maxArr < minArr)
    throw badRequest('VALIDATION', 'maxArr: must not be below the minimum ARR');
  const row = await updateStrategy(db, investorAccountId, body.id, {
    ...(body.name !== undefined ? { name: body.name.trim() } : {}),
    ...(body.currency !== undefined ? { currency: body.currency } : {}),
    ...(body.investmentAmount !== undefined ? { investmentMinor: body.investmentAmount } : {}),
    ...(body.minArr !== undefined ? { minArrMinor: body.minArr } : {}),
    ...(body.maxArr !== undefined ? { maxArrMinor: body.maxArr } : {}),
    ...(body.minRunRate !== undefined ? { minRunRateMinor: body.minRunRate } : {}),
    ...(body.companyCategory !== undefined ? { companyCategory: body.companyCategory } : {}),
    ...(body.riskRank !== undefined ? { riskRank: body.riskRank } : {}),
  });
  if (!row) throw notFound();
  await sweepSoon(deps);
  const [view] = await strategyViews(deps, [row]);
  return view!;
}

/**
 * `DELETE trading-strategies/{id}`: the strategy stops bidding; the bids it placed stay as the
 * investor's own (withdrawn, if wanted, like any bid).
 */
export async function removeStrategy(
  deps: StrategyDeps,
  investorAccountId: string,
  id: string,
): Promise<void> {
  if (!(await deleteStrategy(deps.database.db, investorAccountId, id))) throw notFound();
}

/** `GET trading-strategies/auto-bids`: the investor's automatic bids with the rule that matched. */
export async function investorAutoBids(
  deps: StrategyDeps,
  investorAccountId: string,
  strategyId?: string,
): Promise<AutoBidDto[]> {
  const rows = await listAutoBids(deps.database.db, investorAccountId, strategyId);
  return rows.map(({ bid, strategyName, currency, orderStatus }) => ({
    id: bid.id,
    strategyId: bid.strategyId,
    strategyName,
    id_asset: bid.assetId,
    id_order: bid.orderId,
    orderStatus,
    price: bid.priceMinor,
    currency: currency as Currency,
    explanation: bid.explanation as MatchExplanationDto,
    createdAt: bid.createdAt.toISOString(),
  }));
}
