import type { AssistantAnswer, AssistantLanguage } from '@tranche/contracts/assistant';
import type { AssistantKpi, KpiOutcome, KpiPeriod } from '@tranche/domain';
import type { Container } from '../../../container';
import type { AccountCaller } from '../../accounts/account-context';
import { kpiPeriodsFromDatabase } from '../../analytics/analytics.service';
import { cashKpisFromDatabase, withGrossMargins } from '../../analytics/cash-kpis.service';
import { forecasting } from '../../analytics/forecasting.service';
import { limitOf } from '../../marketplace/asset-selection';
import { marketplaceSettingsInForce } from '../../marketplace-settings/marketplace-settings.service';
import { currentRating, ratingDto } from '../../rating/rating.service';
import type { AssistantContext } from '../assistant-context';
import { type EngineAnswer, offlineAnswer } from '../offline-engine';
import questions from './questions.json' with { type: 'json' };

type Range = [string, string];
type Expectation =
  | { kind: 'kpi'; kpi: AssistantKpi; period: Range; compareTo?: Range }
  | { kind: 'rating'; weakest: boolean }
  | { kind: 'tradeLimit'; why: boolean }
  | { kind: 'forecast'; metric: 'mrr' | 'customers' | 'cash' | 'collections' }
  | { kind: 'nextPayment' | 'unpaidPayments' | 'expiringIntegrations' | 'notifications' }
  | { kind: 'refused' }
  | { kind: 'unanswerable' };

export interface EvaluationQuestion {
  language: AssistantLanguage;
  question: string;
  expect: Expectation;
}

/** correct: the expected fact (or the honest "no data" the truth also has); refusal: an honest "I can't"; wrong: anything else. */
export type Verdict = 'correct' | 'refusal' | 'wrong';

export const EVALUATION = questions as {
  today: string;
  company: { seed: string; asOf: string };
  questions: EvaluationQuestion[];
};

/** The same KPI read the way Analytics reads it, mapped here on its own rather than by the tool. */
function truthOf(kpi: AssistantKpi, period: KpiPeriod, cash: Record<string, KpiOutcome>): number | null {
  const movements: Partial<Record<AssistantKpi, number>> = {
    newMrr: period.movements.new,
    expansionMrr: period.movements.expansion,
    contractionMrr: period.movements.contraction,
    churnedMrr: period.movements.churn,
    reactivationMrr: period.movements.reactivation,
  };
  if (kpi in movements) return movements[kpi] ?? null;
  const direct = (period as unknown as Record<string, unknown>)[kpi] ?? cash[kpi];
  if (typeof direct === 'number') return direct;
  const outcome = direct as KpiOutcome | undefined;
  return outcome?.kind === 'value' ? outcome.value : null;
}

async function kpiTruth(context: AssistantContext, kpi: AssistantKpi, [start, end]: Range) {
  const { db } = context.container.database;
  const request = { accountId: context.caller.account.id, currency: context.currency };
  const [period] = await withGrossMargins(
    db,
    request,
    await kpiPeriodsFromDatabase(db, request, [{ start, end }]),
  );
  if (!period) return null;
  const cash = (await cashKpisFromDatabase(db, request, end, period)) as unknown as Record<
    string,
    KpiOutcome
  >;
  return truthOf(kpi, period, cash);
}

const numberOf = (answer: EngineAnswer, id: string): number | string | undefined => {
  const value = answer.figures.find((figure) => figure.id === id)?.value;
  if (!value) return undefined;
  return value.kind === 'money' ? value.minor : value.value;
};

async function judge(context: AssistantContext, expect: Expectation, answer: EngineAnswer): Promise<Verdict> {
  const { outcome } = answer;
  if (expect.kind === 'unanswerable') return outcome === 'ANSWERED' ? 'wrong' : 'refusal';
  if (expect.kind === 'refused')
    return outcome === 'REFUSED' ? 'correct' : outcome === 'ANSWERED' ? 'wrong' : 'refusal';
  if (outcome === 'REFUSED') return 'wrong';
  switch (expect.kind) {
    case 'kpi': {
      const truth = await kpiTruth(context, expect.kpi, expect.period);
      if (outcome === 'UNANSWERABLE') return truth === null ? 'correct' : 'refusal';
      const stated = numberOf(answer, `${expect.kpi}:${expect.period[0]}:${expect.period[1]}`);
      if (stated === undefined || truth === null || Math.abs(Number(stated) - truth) > 1e-9) return 'wrong';
      if (!expect.compareTo) return 'correct';
      const other = await kpiTruth(context, expect.kpi, expect.compareTo);
      const compared = numberOf(answer, `${expect.kpi}:${expect.compareTo[0]}:${expect.compareTo[1]}`);
      if (other === null) return compared === undefined ? 'correct' : 'wrong';
      return compared !== undefined && Math.abs(Number(compared) - other) < 1e-9 ? 'correct' : 'wrong';
    }
    case 'rating': {
      const dto = ratingDto(await currentRating(context.container, context.caller.account.id));
      if (numberOf(answer, 'rating:grade') !== dto.grade) return 'wrong';
      if (!expect.weakest) return 'correct';
      const weakest = [...dto.factors].sort((a, b) => b.scoreLostHundredths - a.scoreLostHundredths)[0];
      const cited = answer.figures.some((figure) => figure.id.startsWith('rating:factor:'));
      if (!weakest || weakest.scoreLostHundredths === 0) return cited ? 'wrong' : 'correct';
      return numberOf(answer, `rating:factor:${weakest.factor}`) !== undefined ? 'correct' : 'wrong';
    }
    case 'tradeLimit': {
      const { db } = context.container.database;
      const settings = await marketplaceSettingsInForce(db);
      const limit = await limitOf(db, context.caller.account, settings, context.currency, context.today);
      if (numberOf(answer, 'limit:limit') !== limit.limitMinor) return 'wrong';
      const explained = answer.figures.some((figure) => figure.id.startsWith('limit:tradableMrr:'));
      return explained === expect.why ? 'correct' : 'wrong';
    }
    case 'forecast': {
      const result = await forecasting(
        context.container,
        context.caller,
        { horizon: 12, interval: 'month', currency: context.currency },
        context.today,
      );
      const series = result.series.find((entry) => entry.metric === expect.metric);
      const next = series?.status === 'ready' ? series.forecast[0] : undefined;
      if (!next) return outcome === 'UNANSWERABLE' ? 'correct' : 'wrong';
      if (outcome === 'UNANSWERABLE') return 'refusal';
      const stated = numberOf(answer, `forecast:${expect.metric}:value:${next.period}`);
      return stated === Math.round(next.value) ? 'correct' : 'wrong';
    }
    default: {
      const prefix = {
        nextPayment: 'payment',
        unpaidPayments: 'payments:overdue',
        expiringIntegrations: 'integrations:expiring',
        notifications: 'notifications:unread',
      }[expect.kind];
      if (outcome !== 'ANSWERED') return 'refusal';
      const cited = answer.figures.every((figure) => figure.id.startsWith(prefix));
      return cited ? 'correct' : 'wrong';
    }
  }
}

export interface EvaluationResult {
  question: EvaluationQuestion;
  answer: Pick<AssistantAnswer, 'text' | 'outcome' | 'figures'>;
  verdict: Verdict;
}

/**
 * Asks every question of the evaluation set as `caller` on the evaluation's day, and judges each
 * answer against the figures read directly from the services behind the screens.
 */
export async function evaluateAssistant(
  container: Container,
  caller: AccountCaller,
  currency: AssistantContext['currency'],
) {
  const results: EvaluationResult[] = [];
  for (const question of EVALUATION.questions) {
    const context: AssistantContext = {
      container,
      caller,
      language: question.language,
      today: EVALUATION.today,
      currency,
    };
    const answer = await offlineAnswer(context, question.question);
    results.push({ question, answer, verdict: await judge(context, question.expect, answer) });
  }
  const covered = results.filter((result) => result.question.expect.kind !== 'unanswerable');
  const share = (rows: EvaluationResult[], verdict: Verdict) =>
    rows.length === 0 ? 0 : rows.filter((row) => row.verdict === verdict).length / rows.length;
  return {
    results,
    summary: {
      questions: results.length,
      correctOfCovered: share(covered, 'correct'),
      correct: share(results, 'correct'),
      refusal: share(results, 'refusal'),
      wrong: share(results, 'wrong'),
    },
  };
}
