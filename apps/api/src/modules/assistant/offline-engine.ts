import type { AssistantOutcome, Figure } from '@tranche/contracts/assistant';
import { ASSISTANT_KPIS, type AssistantIntent, intentOf, type QuestionPeriod } from '@tranche/domain';
import type { AssistantContext } from './assistant-context';
import { displayValue } from './assistant-figures';
import { kpiLabel, metricLabel, say, sayCounted } from './assistant-text';
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
import { limitWhyAnswer } from './trade-limit-answer';

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
      if (intent.why) {
        const why = await limitWhyAnswer(context);
        return answered(why.text, why.figures);
      }
      const limit = await tradeLimitTool(context);
      const text = say(language, 'limit', {
        limit: limit.limit.display,
        percent: limit.percent.display,
        face: limit.face.display,
        committed: limit.committed.display,
        remaining: limit.remaining.display,
      });
      return answered(text, [limit.limit, limit.percent, limit.face, limit.committed, limit.remaining]);
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
      const payments = investor ? null : await clientPaymentsTool(context);
      const { next } = payments ?? (await portfolioTool(context));
      if (!next) return answered(say(language, 'noNextPayment'), []);
      const text = [
        say(language, investor ? 'nextPaymentInvestor' : 'nextPaymentClient', {
          amount: next.amount.display,
          date: next.date.display,
        }),
      ];
      const figures = [next.amount, next.date];
      // The next one to pay may be overdue already: said beside it, so its past due day is not
      // read as one still to come.
      const overdue = payments?.overdueCount.value;
      if (payments && overdue?.kind === 'count' && overdue.value > 0) {
        text.push(
          sayCounted(language, 'unpaid', overdue.value, {
            count: payments.overdueCount.display,
            amount: payments.overdueAmount.display,
          }),
        );
        figures.push(payments.overdueCount, payments.overdueAmount);
      }
      return answered(text.join(' '), figures);
    }
    case 'unpaidPayments': {
      const payments = await clientPaymentsTool(context);
      const count = payments.overdueCount.value.kind === 'count' ? payments.overdueCount.value.value : 0;
      if (count === 0) return answered(say(language, 'noUnpaid'), [payments.overdueCount]);
      return answered(
        sayCounted(language, 'unpaid', count, {
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
        sayCounted(language, 'expiring', expiring.names.length, {
          count: expiring.count.display,
          list: expiring.names.join(', '),
        }),
        [expiring.count],
      );
    }
    case 'notifications': {
      const unread = await notificationsTool(context);
      const count = unread.value.kind === 'count' ? unread.value.value : 0;
      return answered(sayCounted(language, 'notifications', count, { count: unread.display }), [unread]);
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
      const count = market.count.value.kind === 'count' ? market.count.value.value : 0;
      if (count === 0) return answered(say(language, 'marketNone'), [market.count]);
      const text = [
        sayCounted(language, 'market', count, {
          count: market.count.display,
          total: market.total.display,
        }),
      ];
      if (market.converted) text.push(say(language, 'marketConverted', { currency: context.currency }));
      const list = market.best
        .map((asset) =>
          say(language, 'marketItem', {
            alias: asset.alias,
            grade: asset.grade.display,
            price: asset.guidePrice.display,
            term: asset.term.display,
          }),
        )
        .join('; ');
      const listKey = count === 1 ? 'marketOnly' : count > market.best.length ? 'marketBest' : 'marketAll';
      text.push(say(language, listKey, { list }));
      return answered(text.join(' '), [
        market.count,
        market.total,
        ...market.best.flatMap((asset) => [asset.grade, asset.guidePrice, asset.term]),
      ]);
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
