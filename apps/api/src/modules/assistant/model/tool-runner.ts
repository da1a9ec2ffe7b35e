import type { Figure, FigureValue } from '@tranche/contracts/assistant';
import type { ForecastMetric } from '@tranche/contracts/forecasting';
import type { AssistantKpi, QuestionPeriod } from '@tranche/domain';
import type { AssistantContext } from '../assistant-context';
import { displayValue } from '../assistant-figures';
import {
  clientPaymentsTool,
  expiringTool,
  forecastTool,
  marketTool,
  notificationsTool,
  portfolioTool,
  ratingTool,
  tradeLimitChangeTool,
} from '../company-tools';
import { type KpiReading, readKpi } from '../kpi-tool';
import type { ToolName } from './tool-specs';

/** What one tool call gave: the JSON the model reads, and the figures and facts behind it. */
export interface ToolOutput {
  content: Record<string, unknown>;
  figures: Figure[];
  /** Numbers the tool stated besides its figures (e.g. the 80 % of a forecast range). */
  numbers: number[];
  /** Days the call was about. */
  dates: string[];
}

/** A figure as the model sees it: it must write `display`, never reformat `value`. */
const forModel = (figure: Figure) => ({
  id: figure.id,
  label: figure.label,
  display: figure.display,
  value: figure.value,
  period: figure.period,
});

const present = (figures: (Figure | null | undefined)[]) =>
  figures.filter((figure): figure is Figure => !!figure);

function output(figures: (Figure | null | undefined)[], extra: Record<string, unknown> = {}): ToolOutput {
  const kept = present(figures);
  return { content: { figures: kept.map(forModel), ...extra }, figures: kept, numbers: [], dates: [] };
}

const SETTINGS_INTEGRATIONS = 'Settings → Integrations (/settings/integrations)';

function stateOf(reading: KpiReading): Record<string, unknown> {
  switch (reading.state) {
    case 'value':
      return { state: 'value', figure: forModel(reading.figure) };
    case 'undefined':
      return { state: 'no_value', reason: reading.reason };
    case 'unavailable':
      return { state: 'needs_bank_or_accounting_connection', where: SETTINGS_INTEGRATIONS };
    default:
      return { state: 'unlimited' };
  }
}

const periodOf = (start: string, end: string): QuestionPeriod => ({
  start,
  end,
  label: { en: start === end ? start : `${start} – ${end}`, de: start === end ? start : `${start} – ${end}` },
  instant: start === end,
});

const amountOf = (value: FigureValue) =>
  value.kind === 'money' ? value.minor : typeof value.value === 'number' ? value.value : null;

/** The difference and relative change between two readings, as figures of their own. */
function changeFigures(context: AssistantContext, now: Figure, before: Figure): Figure[] {
  const a = amountOf(now.value);
  const b = amountOf(before.value);
  if (a === null || b === null || now.value.kind !== before.value.kind) return [];
  if (
    now.value.kind === 'money' &&
    before.value.kind === 'money' &&
    now.value.currency !== before.value.currency
  )
    return [];
  const de = context.language === 'de';
  const delta: FigureValue =
    now.value.kind === 'money'
      ? { ...now.value, minor: a - b }
      : ({ ...now.value, value: a - b } as FigureValue);
  const figures: Figure[] = [
    {
      ...now,
      id: `${now.id}:difference`,
      label: `${now.label} · ${de ? 'Differenz' : 'difference'}`,
      value: delta,
      display: displayValue(delta, context.language),
    },
  ];
  if (b !== 0 && now.value.kind !== 'percent') {
    const change: FigureValue = {
      kind: 'percent',
      value: Math.round(((a - b) / Math.abs(b)) * 10_000) / 100,
    };
    figures.push({
      ...now,
      id: `${now.id}:change`,
      label: `${now.label} · ${de ? 'Veränderung' : 'change'}`,
      value: change,
      display: displayValue(change, context.language),
    });
  }
  return figures;
}

async function kpiCall(context: AssistantContext, args: Record<string, unknown>): Promise<ToolOutput> {
  const kpi = args.kpi as AssistantKpi;
  const [start, end] = [String(args.start), String(args.end)];
  if (start > end) return output([], { error: 'start must not be after end' });
  const reading = await readKpi(context, kpi, periodOf(start, end));
  const figures: Figure[] = reading.state === 'value' ? [reading.figure] : [];
  const content: Record<string, unknown> = { kpi, period: { start, end }, reading: stateOf(reading) };
  const dates = [start, end];
  if (typeof args.compare_start === 'string' && typeof args.compare_end === 'string') {
    const [cs, ce] = [args.compare_start, args.compare_end];
    const other = cs <= ce ? await readKpi(context, kpi, periodOf(cs, ce)) : null;
    content.compare = other
      ? { period: { start: cs, end: ce }, reading: stateOf(other) }
      : { error: 'bad period' };
    dates.push(cs, ce);
    if (other?.state === 'value' && reading.state === 'value') {
      const changes = changeFigures(context, reading.figure, other.figure);
      figures.push(other.figure, ...changes);
      content.changes = changes.map(forModel);
    }
  }
  return { content, figures, numbers: [], dates };
}

async function forecastCall(context: AssistantContext, metric: ForecastMetric): Promise<ToolOutput> {
  const result = await forecastTool(context, metric);
  if (result.status !== 'ready') {
    const content =
      result.status === 'short'
        ? { state: 'not_enough_history', minimum_months: result.minimumMonths }
        : { state: 'needs_bank_connection', where: SETTINGS_INTEGRATIONS };
    return { content, figures: [], numbers: [result.minimumMonths], dates: [] };
  }
  const base = output([result.value, result.lo, result.hi, result.runsOut], {
    range_percent: 80,
    ...(metric === 'cash' ? { cash_lasts_beyond_horizon: result.lasts } : {}),
  });
  return { ...base, numbers: [80] };
}

/**
 * The trade limit today and a month ago, each part as a figure, and the parts that moved it with
 * the amount each accounts for, the one that lowered it most first (the same reading the offline
 * answer gives). The rating is not a part: it prices assets, it does not bound the limit.
 */
async function tradeLimitCall(context: AssistantContext): Promise<ToolOutput> {
  const change = await tradeLimitChangeTool(context);
  const { before, now } = change;
  const base = output(
    [
      ...Object.values(now),
      ...Object.values(before),
      ...change.drivers.map((driver) => driver.effect),
      change.tradableBefore,
      change.tradableNow,
    ],
    {
      month_ago: change.monthAgo,
      limit_lower_than_month_ago: change.limitLower,
      remaining_lower_than_month_ago: change.remainingLower,
      changes_largest_first: change.drivers.map((driver) => ({
        part: {
          face: 'tradable face value',
          percent: 'allowed trade percentage',
          committed: 'face value already committed in assets',
        }[driver.component],
        before: driver.before.id,
        now: driver.now.id,
        effect: driver.effect.id,
        effect_on: driver.component === 'committed' ? 'remaining limit' : 'limit',
        direction: driver.effectMinor < 0 ? 'lowers' : 'raises',
      })),
      allowed_percentage_a_month_ago: change.percentOnRecord
        ? 'recorded'
        : 'not recorded: set for the company, taken as unchanged',
      rating_enters_limit: false,
    },
  );
  return { ...base, dates: [change.monthAgo, context.today] };
}

/** Runs one tool for the caller's own company: the context, never the arguments, names the company. */
export async function runTool(
  context: AssistantContext,
  name: ToolName,
  args: Record<string, unknown>,
): Promise<ToolOutput> {
  switch (name) {
    case 'kpi':
      return kpiCall(context, args);
    case 'rating': {
      const { figures, weakest } = await ratingTool(context);
      const base = output([...figures, weakest], {
        weakest_factor: weakest ? weakest.label : null,
        score_out_of: 100,
      });
      return { ...base, numbers: [100] };
    }
    case 'trade_limit':
      return tradeLimitCall(context);
    case 'forecast':
      return forecastCall(context, args.metric as ForecastMetric);
    case 'payments': {
      const payments = await clientPaymentsTool(context);
      return output(
        [payments.next?.amount, payments.next?.date, payments.overdueCount, payments.overdueAmount],
        {
          next_repayment: payments.next ? 'scheduled' : 'none',
        },
      );
    }
    case 'expiring_integrations': {
      const expiring = await expiringTool(context);
      return output([expiring.count], { connections: expiring.names, where: SETTINGS_INTEGRATIONS });
    }
    case 'notifications':
      return output([await notificationsTool(context)]);
    case 'portfolio': {
      const p = await portfolioTool(context);
      return output([p.holdings, p.invested, p.received, p.outstanding, p.irr, p.next?.amount, p.next?.date]);
    }
    case 'market': {
      const market = await marketTool(context);
      const best = market.best.map((asset) => ({
        company: asset.alias,
        grade: asset.grade.id,
        guide_price: asset.guidePrice.id,
        term: asset.term.id,
      }));
      return output(
        [market.count, market.total, ...market.best.flatMap((a) => [a.grade, a.guidePrice, a.term])],
        {
          guide_price_total_currency: context.currency,
          converted_from_other_currencies: market.converted,
          best_rated_first: best,
        },
      );
    }
    case 'decline':
      return output([], { noted: args.reason, next: 'Say so briefly and where in Tranche to look instead.' });
  }
}
