import type { AssistantOutcome, Figure } from '@tranche/contracts/assistant';
import { ASSISTANT_KPIS, type AssistantIntent, intentOf, type QuestionPeriod } from '@tranche/domain';
import type { AssistantContext } from './assistant-context';
import { displayValue } from './assistant-figures';
import { kpiLabel, metricLabel, say } from './assistant-text';
import {
  clientPaymentsTool,
  expiringTool,
  forecastTool,
  marketTool,
  notificationsTool,
  portfolioTool,
  ratingTool,
  tradeLimitTool,
} from './company-tools';
import { readKpi } from './kpi-tool';

export interface EngineAnswer {
  text: string;
  outcome: AssistantOutcome;
  figures: Figure[];
}

const answered = (text: string, figures: (Figure | null | undefined)[]): EngineAnswer => ({
  text,
  outcome: 'ANSWERED',
  figures: figures.filter((figure): figure is Figure => !!figure),
});
const unanswerable = (text: string): EngineAnswer => ({ text, outcome: 'UNANSWERABLE', figures: [] });
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Where the signed-in company may ask: investors about their portfolio and the market, clients about the rest. */
const INVESTOR_INTENTS = new Set<AssistantIntent['kind']>(['portfolio', 'market']);
const SHARED_INTENTS = new Set<AssistantIntent['kind']>([
  'nextPayment',
  'notifications',
  'otherCompany',
  'unknown',
]);

async function kpiAnswer(context: AssistantContext, intent: Extract<AssistantIntent, { kind: 'kpi' }>) {
  const { language } = context;
  const label = kpiLabel(language, intent.kpi);
  const periodName = (period: QuestionPeriod) => period.label[language];
  const reading = await readKpi(context, intent.kpi, intent.period);
  const named = { label: language === 'de' ? capitalised(label) : label, period: periodName(intent.period) };
  if (reading.state === 'unavailable') return unanswerable(say(language, 'kpiUnavailable', named));
  if (reading.state === 'unlimited') return answered(say(language, 'kpiUnlimited', named), []);
  if (reading.state === 'undefined')
    return unanswerable(say(language, 'kpiUndefined', { ...named, reason: reading.reason }));
  const key = intent.period.instant ? 'kpiToday' : isStock(intent) ? 'kpiOnDay' : 'kpiOver';
  const sentences = [say(language, key, { ...named, value: reading.figure.display })];
  const figures: Figure[] = [reading.figure];
  if (intent.compareTo) {
    const other = await readKpi(context, intent.kpi, intent.compareTo);
    const otherName = periodName(intent.compareTo);
    if (other.state !== 'value' || !comparable(reading.figure, other.figure)) {
      sentences.push(say(language, 'compareMissing', { period: otherName }));
    } else {
      figures.push(other.figure);
      const delta = amountOf(reading.figure) - amountOf(other.figure);
      const deltaFigure = withAmount(reading.figure, Math.abs(delta), language);
      sentences.push(
        delta === 0
          ? say(language, 'compareSame', { period: otherName })
          : say(language, delta > 0 ? 'compareUp' : 'compareDown', {
              delta: deltaFigure.display,
              period: otherName,
              value: other.figure.display,
            }),
      );
      if (delta !== 0) figures.push(deltaFigure);
    }
  }
  return answered(sentences.join(' '), figures);
}

const isStock = (intent: Extract<AssistantIntent, { kind: 'kpi' }>) => ASSISTANT_KPIS[intent.kpi] === 'stock';

const amountOf = (figure: Figure) =>
  figure.value.kind === 'money'
    ? figure.value.minor
    : 'value' in figure.value
      ? Number(figure.value.value)
      : 0;
const comparable = (a: Figure, b: Figure) =>
  a.value.kind === b.value.kind &&
  (a.value.kind !== 'money' || b.value.kind !== 'money' || a.value.currency === b.value.currency);

/** The difference between two readings, as a figure of its own (so the answer states no number no tool gave). */
function withAmount(figure: Figure, amount: number, language: AssistantContext['language']): Figure {
  const value =
    figure.value.kind === 'money'
      ? { ...figure.value, minor: amount }
      : figure.value.kind === 'percent' ||
          figure.value.kind === 'ratio' ||
          figure.value.kind === 'count' ||
          figure.value.kind === 'months'
        ? { ...figure.value, value: Math.round(amount * 100) / 100 }
        : figure.value;
  const differenceLabel = language === 'de' ? 'Differenz' : 'difference';
  return {
    ...figure,
    id: `${figure.id}:difference`,
    label: `${figure.label} · ${differenceLabel}`,
    value,
    display: displayValue(value, language),
  };
}

async function answerIntent(context: AssistantContext, intent: AssistantIntent): Promise<EngineAnswer> {
  const { language } = context;
  switch (intent.kind) {
    case 'otherCompany':
      return { text: say(language, 'otherCompany', { name: intent.name }), outcome: 'REFUSED', figures: [] };
    case 'unknown':
      return unanswerable(say(language, 'unknown'));
    case 'kpi':
      return kpiAnswer(context, intent);
    case 'rating': {
      const { figures, weakest } = await ratingTool(context);
      const [grade, score, confidence, discount] = figures.map((figure) => figure.display);
      const text = [
        say(language, 'rating', {
          grade: grade ?? '',
          score: score ?? '',
          confidence: confidence ?? '',
          discount: discount ?? '',
        }),
      ];
      if (intent.weakest)
        text.push(
          weakest
            ? say(language, 'weakest', { factor: weakest.label, points: weakest.display })
            : say(language, 'weakestNone'),
        );
      return answered(text.join(' '), intent.weakest ? [...figures, weakest] : figures);
    }
    case 'tradeLimit': {
      const limit = await tradeLimitTool(context);
      const text = [
        say(language, 'limit', {
          limit: limit.limit.display,
          percent: limit.percent.display,
          face: limit.face.display,
          committed: limit.committed.display,
          remaining: limit.remaining.display,
        }),
      ];
      const figures = [limit.limit, limit.percent, limit.face, limit.committed, limit.remaining];
      if (intent.why) {
        text.push(
          say(language, 'limitWhy', { before: limit.tradableBefore.display, now: limit.tradableNow.display }),
        );
        figures.push(limit.tradableBefore, limit.tradableNow);
      }
      return answered(text.join(' '), figures);
    }
    case 'forecast': {
      const metric = metricLabel(language, intent.metric);
      const result = await forecastTool(context, intent.metric);
      if (result.status !== 'ready')
        return unanswerable(
          result.status === 'short'
            ? say(language, 'forecastShort', { metric, months: result.minimumMonths })
            : say(language, 'forecastNotConnected', { metric }),
        );
      const period = result.value.period;
      const monthName = period ? monthLabel(period.start, language) : '';
      const text = [
        say(language, 'forecast', {
          metric,
          period: monthName,
          value: result.value.display,
          lo: result.lo.display,
          hi: result.hi.display,
        }),
      ];
      if (result.runsOut)
        text.push(
          result.lasts
            ? say(language, 'lasts', {
                period: monthLabel(
                  result.runsOut.value.kind === 'date' ? result.runsOut.value.value : '',
                  language,
                ),
              })
            : say(language, 'runsOut', {
                period: monthLabel(
                  result.runsOut.value.kind === 'date' ? result.runsOut.value.value : '',
                  language,
                ),
              }),
        );
      return answered(text.join(' '), [result.value, result.lo, result.hi, result.runsOut]);
    }
    case 'nextPayment': {
      const investor = context.caller.account.kind === 'INVESTOR';
      const { next } = investor ? await portfolioTool(context) : await clientPaymentsTool(context);
      if (!next) return answered(say(language, 'noNextPayment'), []);
      return answered(
        say(language, investor ? 'nextPaymentInvestor' : 'nextPaymentClient', {
          amount: next.amount.display,
          date: next.date.display,
        }),
        [next.amount, next.date],
      );
    }
    case 'unpaidPayments': {
      const payments = await clientPaymentsTool(context);
      const count = payments.overdueCount.value.kind === 'count' ? payments.overdueCount.value.value : 0;
      if (count === 0) return answered(say(language, 'noUnpaid'), [payments.overdueCount]);
      return answered(
        say(language, 'unpaid', {
          count: payments.overdueCount.display,
          amount: payments.overdueAmount.display,
        }),
        [payments.overdueCount, payments.overdueAmount],
      );
    }
    case 'expiringIntegrations': {
      const expiring = await expiringTool(context);
      if (expiring.names.length === 0) return answered(say(language, 'noExpiring'), [expiring.count]);
      return answered(
        say(language, 'expiring', { count: expiring.count.display, list: expiring.names.join(', ') }),
        [expiring.count],
      );
    }
    case 'notifications': {
      const unread = await notificationsTool(context);
      return answered(say(language, 'notifications', { count: unread.display }), [unread]);
    }
    case 'portfolio': {
      const portfolio = await portfolioTool(context);
      const text = [
        say(language, 'portfolio', {
          holdings: portfolio.holdings.display,
          invested: portfolio.invested.display,
          received: portfolio.received.display,
          outstanding: portfolio.outstanding.display,
        }),
      ];
      if (portfolio.irr) text.push(say(language, 'portfolioIrr', { irr: portfolio.irr.display }));
      return answered(text.join(' '), [
        portfolio.holdings,
        portfolio.invested,
        portfolio.received,
        portfolio.outstanding,
        portfolio.irr,
      ]);
    }
    case 'market': {
      const market = await marketTool(context);
      return answered(say(language, 'market', { count: market.display }), [market]);
    }
  }
}

const monthLabel = (day: string, language: AssistantContext['language']) =>
  day
    ? new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${day}T00:00:00Z`))
    : '';

/**
 * The offline engine: rules that understand the common questions in English and German, the
 * tools that read the figures, and templates that state only those figures. A question it cannot
 * map, or a figure the company has no data for, is answered with where to look instead.
 */
export async function offlineAnswer(context: AssistantContext, question: string): Promise<EngineAnswer> {
  const intent = intentOf(question, {
    today: context.today,
    ownCompanyName: context.caller.account.companyName ?? '',
    language: context.language,
  });
  const investor = context.caller.account.kind === 'INVESTOR';
  if (!SHARED_INTENTS.has(intent.kind)) {
    if (investor && !INVESTOR_INTENTS.has(intent.kind))
      return unanswerable(say(context.language, 'clientOnly'));
    if (!investor && INVESTOR_INTENTS.has(intent.kind))
      return unanswerable(say(context.language, 'investorOnly'));
  }
  return answerIntent(context, intent);
}
