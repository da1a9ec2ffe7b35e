import type { AssistantAnswer, AssistantLanguage, FigureValue } from '@tranche/contracts/assistant';
import { type AssistantKpi, isOverdue, type KpiOutcome, type KpiPeriod } from '@tranche/domain';
import type { Container } from '../../../container';
import type { AccountCaller } from '../../accounts/account-context';
import { kpiPeriodsFromDatabase } from '../../analytics/analytics.service';
import { cashKpisFromDatabase, withGrossMargins } from '../../analytics/cash-kpis.service';
import { forecasting } from '../../analytics/forecasting.service';
import { expiriesOf } from '../../integrations/integrations.service';
import { limitOf } from '../../marketplace/asset-selection';
import { type AssetPaymentRow, listAssetPayments } from '../../marketplace/marketplace.repo';
import { marketplaceSettingsInForce } from '../../marketplace-settings/marketplace-settings.service';
import { countCallerNotifications } from '../../notifications/notifications.service';
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
  company: { name: string; seed: string; asOf: string };
  questions: EvaluationQuestion[];
};

/** What a KPI was: a number, unlimited (a runway without burn), or none to state (undefined, unavailable). */
type KpiTruth = { kind: 'value'; value: number } | { kind: 'unlimited' } | { kind: 'none' };

/** The same KPI read the way Analytics reads it, mapped here on its own rather than by the tool. */
function truthOf(kpi: AssistantKpi, period: KpiPeriod, cash: Record<string, KpiOutcome>): KpiTruth {
  const movements: Partial<Record<AssistantKpi, number>> = {
    newMrr: period.movements.new,
    expansionMrr: period.movements.expansion,
    contractionMrr: period.movements.contraction,
    churnedMrr: period.movements.churn,
    reactivationMrr: period.movements.reactivation,
  };
  const moved = movements[kpi];
  if (moved !== undefined) return { kind: 'value', value: moved };
  const direct = (period as unknown as Record<string, unknown>)[kpi] ?? cash[kpi];
  if (typeof direct === 'number') return { kind: 'value', value: direct };
  const outcome = direct as KpiOutcome | undefined;
  if (outcome?.kind === 'value') return { kind: 'value', value: outcome.value };
  return outcome?.kind === 'unlimited' ? { kind: 'unlimited' } : { kind: 'none' };
}

async function kpiTruth(
  context: AssistantContext,
  kpi: AssistantKpi,
  [start, end]: Range,
): Promise<KpiTruth> {
  const { db } = context.container.database;
  const request = { accountId: context.caller.account.id, currency: context.currency };
  const [period] = await withGrossMargins(
    db,
    request,
    await kpiPeriodsFromDatabase(db, request, [{ start, end }]),
  );
  if (!period) return { kind: 'none' };
  // The cash KPIs from the bank and the books as of the period's last day, as Observe's cash preview.
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

/** A KPI figure's number; money only in the currency asked in (another currency's amount is not the truth). */
const kpiNumberOf = (answer: EngineAnswer, id: string, currency: string): number | undefined => {
  const value = answer.figures.find((figure) => figure.id === id)?.value;
  if (!value || value.kind === 'text' || value.kind === 'grade' || value.kind === 'date') return undefined;
  if (value.kind === 'money') return value.currency === currency ? value.minor : undefined;
  return value.value;
};

const sameValue = (stated: FigureValue, truth: FigureValue): boolean =>
  stated.kind === 'money' && truth.kind === 'money'
    ? stated.minor === truth.minor && stated.currency === truth.currency
    : stated.kind === truth.kind && 'value' in stated && 'value' in truth && stated.value === truth.value;

/**
 * The truth of a question answered with a list or a count: every figure id the tools may state about
 * it with its true value (`facts`), the ids an answer must state (`required`), and whether there is
 * nothing to state (`empty`: then an honest "no data" is correct too).
 */
interface StatedTruth {
  facts: Map<string, FigureValue>;
  required: string[];
  empty: boolean;
}

type ListKind = 'nextPayment' | 'unpaidPayments' | 'expiringIntegrations' | 'notifications';

/** Every instalment of the client, as `GET client/asset-payments` lists them (first due first), all pages. */
async function instalmentsOf(context: AssistantContext): Promise<AssetPaymentRow[]> {
  const size = 500;
  const rows: AssetPaymentRow[] = [];
  for (let page = 1; ; page++) {
    const batch = await listAssetPayments(context.container.database.db, context.caller.account.id, {
      sort: 'paymentDueDate',
      direction: 'asc',
      page,
      size,
    });
    rows.push(...batch);
    if (batch.length < size) return rows;
  }
}

/**
 * The repayments as Home shows them on the evaluation's day: the next payment is the first instalment
 * not paid (an overdue one included), overdue as each instalment's `overdue` flag says it on that day
 * (domain `isOverdue`: not paid and its due day passed), their amount in their currency.
 */
async function paymentsTruth(context: AssistantContext, kind: ListKind): Promise<StatedTruth> {
  const unpaid = (await instalmentsOf(context)).filter((row) => row.paymentStatus !== 'PAID');
  const next = unpaid[0];
  const overdue = unpaid.filter((row) => isOverdue(row, context.today));
  const facts = new Map<string, FigureValue>();
  const nextIds = next ? [`payment:${next.id}:amount`, `payment:${next.id}:due`] : [];
  if (next) {
    facts.set(`payment:${next.id}:amount`, { kind: 'money', minor: next.rateMinor, currency: next.currency });
    facts.set(`payment:${next.id}:due`, { kind: 'date', value: next.paymentDueDate });
  }
  facts.set('payments:overdue:count', { kind: 'count', value: overdue.length });
  const currencies = [...new Set(overdue.map((row) => row.currency))];
  // One total only when the overdue instalments are of one currency (a sum across currencies is no amount).
  if (currencies.length === 1)
    facts.set('payments:overdue:amount', {
      kind: 'money',
      minor: overdue.reduce((sum, row) => sum + row.rateMinor, 0),
      currency: currencies[0]!,
    });
  if (kind === 'nextPayment') return { facts, required: nextIds, empty: !next };
  return {
    facts,
    required: ['payments:overdue:count', ...(overdue.length > 0 ? ['payments:overdue:amount'] : [])],
    empty: overdue.length === 0,
  };
}

async function statedTruth(context: AssistantContext, kind: ListKind): Promise<StatedTruth> {
  const accountId = context.caller.account.id;
  const counted = (id: string, value: number): StatedTruth => ({
    facts: new Map([[id, { kind: 'count', value }]]),
    required: [id],
    empty: value === 0,
  });
  switch (kind) {
    case 'nextPayment':
    case 'unpaidPayments':
      return paymentsTruth(context, kind);
    case 'expiringIntegrations':
      // Settings › Integrations' expiring connections (lapsed, or lapsing within its warning days).
      return counted('integrations:expiring', (await expiriesOf(context.container, accountId)).length);
    case 'notifications':
      // The badge's count: the caller's unread notifications.
      return counted(
        'notifications:unread',
        await countCallerNotifications(
          context.container,
          { accountId, sub: context.caller.sub },
          { 'where[readClient]': 'false' },
        ),
      );
  }
}

async function judge(context: AssistantContext, expect: Expectation, answer: EngineAnswer): Promise<Verdict> {
  const { outcome } = answer;
  if (expect.kind === 'unanswerable') return outcome === 'ANSWERED' ? 'wrong' : 'refusal';
  if (expect.kind === 'refused')
    return outcome === 'REFUSED' ? 'correct' : outcome === 'ANSWERED' ? 'wrong' : 'refusal';
  if (outcome === 'REFUSED') return 'wrong';
  switch (expect.kind) {
    case 'kpi': {
      const truth = await kpiTruth(context, expect.kpi, expect.period);
      if (outcome === 'UNANSWERABLE') return truth.kind === 'none' ? 'correct' : 'refusal';
      if (truth.kind === 'none') return 'wrong';
      // Unlimited (a runway while the cash does not shrink) is said in words: no number may stand for it.
      if (truth.kind === 'unlimited')
        return answer.figures.some((figure) => figure.id.startsWith(`${expect.kpi}:`)) ? 'wrong' : 'correct';
      const stated = kpiNumberOf(
        answer,
        `${expect.kpi}:${expect.period[0]}:${expect.period[1]}`,
        context.currency,
      );
      if (stated === undefined || Math.abs(stated - truth.value) > 1e-9) return 'wrong';
      if (!expect.compareTo) return 'correct';
      const other = await kpiTruth(context, expect.kpi, expect.compareTo);
      const compared = kpiNumberOf(
        answer,
        `${expect.kpi}:${expect.compareTo[0]}:${expect.compareTo[1]}`,
        context.currency,
      );
      if (other.kind !== 'value') return compared === undefined ? 'correct' : 'wrong';
      return compared !== undefined && Math.abs(compared - other.value) < 1e-9 ? 'correct' : 'wrong';
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
      // Exactly the truth: every figure the answer states is a true one, and the ones the question
      // asks for are all there. "No data" is correct only when there is nothing to state.
      const truth = await statedTruth(context, expect.kind);
      if (outcome !== 'ANSWERED') return truth.empty ? 'correct' : 'refusal';
      const stated = new Set(answer.figures.map((figure) => figure.id));
      const exact = answer.figures.every((figure) => {
        const fact = truth.facts.get(figure.id);
        return fact !== undefined && sameValue(figure.value, fact);
      });
      return exact && truth.required.every((id) => stated.has(id)) ? 'correct' : 'wrong';
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
