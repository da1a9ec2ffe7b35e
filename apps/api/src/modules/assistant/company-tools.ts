import type { Figure } from '@tranche/contracts/assistant';
import type { ForecastMetric } from '@tranche/contracts/forecasting';
import { addDays, addMonths, isOverdue } from '@tranche/domain';
import { forecasting } from '../analytics/forecasting.service';
import { expiriesOf } from '../integrations/integrations.service';
import { type AssetPaymentRow, listAssetPayments } from '../marketplace/marketplace.repo';
import { investorPortfolio } from '../marketplace/portfolio.service';
import { countCallerNotifications } from '../notifications/notifications.service';
import { currentRating, ratingDto } from '../rating/rating.service';
import type { AssistantContext } from './assistant-context';
import { type FigureSpec, byLanguage as label, makeFigure, moneyOf as money } from './assistant-figures';
import { factorLabel, metricLabel } from './assistant-text';

export { marketTool } from './market-tool';
export { tradeLimitChangeTool, tradeLimitTool } from './trade-limit-tool';

/**
 * The assistant's tools besides the KPIs: each reads the caller's own company (or investor
 * account) through the services behind the screens, and returns the figures it found.
 */
const figure = (context: AssistantContext, spec: FigureSpec): Figure => makeFigure(context.language, spec);

export async function ratingTool(context: AssistantContext) {
  const dto = ratingDto(await currentRating(context.container, context.caller.account.id));
  const weakest = [...dto.factors].sort((a, b) => b.scoreLostHundredths - a.scoreLostHundredths)[0];
  // A client's rating and its factors are shown on Trading, beside what it lets them sell.
  const link = '/trading';
  const figures = [
    figure(context, {
      id: 'rating:grade',
      label: label(context, 'Rating', 'Rating'),
      value: { kind: 'grade', value: dto.grade },
      source: 'rating',
      link,
    }),
    figure(context, {
      id: 'rating:score',
      label: label(context, 'Score', 'Score'),
      value: { kind: 'ratio', value: dto.score },
      source: 'rating',
      link,
    }),
    figure(context, {
      id: 'rating:confidence',
      label: label(context, 'Confidence', 'Konfidenz'),
      value: { kind: 'percent', value: dto.confidence },
      source: 'rating',
      link,
    }),
    figure(context, {
      id: 'rating:discount',
      label: label(context, 'Annual discount', 'Jährlicher Abschlag'),
      value: { kind: 'percent', value: dto.discountBps / 100 },
      source: 'rating',
      link,
    }),
  ];
  const weakestFigure =
    weakest && weakest.scoreLostHundredths > 0
      ? figure(context, {
          id: `rating:factor:${weakest.factor}`,
          label: factorLabel(context.language, weakest.factor),
          value: { kind: 'ratio', value: weakest.scoreLostHundredths / 100 },
          source: 'rating',
          link,
        })
      : null;
  return { figures, weakest: weakestFigure };
}

/** The next month's forecast of one metric, as Predict shows it (month steps, 12 months ahead). */
export type ForecastReading =
  | { status: 'short' | 'notConnected'; minimumMonths: number }
  | { status: 'ready'; value: Figure; lo: Figure; hi: Figure; runsOut: Figure | null; lasts: boolean };

export async function forecastTool(
  context: AssistantContext,
  metric: ForecastMetric,
): Promise<ForecastReading> {
  const result = await forecasting(
    context.container,
    context.caller,
    { horizon: 12, interval: 'month', currency: context.currency },
    context.today,
  );
  const series = result.series.find((entry) => entry.metric === metric);
  const next = series?.forecast[0];
  if (series?.status !== 'ready' || !next) {
    const status: 'short' | 'notConnected' = series?.status === 'notConnected' ? 'notConnected' : 'short';
    return { status, minimumMonths: result.minimumMonths };
  }
  const value = (amount: number): Figure['value'] =>
    series.unit === 'money'
      ? money(context, Math.round(amount))
      : { kind: 'count', value: Math.round(amount) };
  const period = { start: next.period, end: addDays(addMonths(next.period, 1), -1) };
  const name = metricLabel(context.language, metric);
  const spec = (id: string, en: string, de: string, amount: number) =>
    figure(context, {
      id: `forecast:${metric}:${id}:${next.period}`,
      label: `${name} · ${label(context, en, de)}`,
      value: value(amount),
      source: 'forecast',
      link: '/analytics/predict',
      period,
    });
  const runsOut = series.runsOut?.expected ?? null;
  const horizonEnd = series.forecast.at(-1)?.period ?? next.period;
  return {
    status: 'ready',
    value: spec('value', 'forecast', 'Prognose', next.value),
    lo: spec('lo80', 'low end of the 80 % range', 'unteres Ende der 80-%-Spanne', next.lo80),
    hi: spec('hi80', 'high end of the 80 % range', 'oberes Ende der 80-%-Spanne', next.hi80),
    runsOut:
      metric === 'cash'
        ? figure(context, {
            id: `forecast:cash:runsOut`,
            label: label(context, 'Cash runs out', 'Liquidität aufgebraucht'),
            value: { kind: 'date', value: runsOut ?? horizonEnd },
            source: 'forecast',
            link: '/analytics/predict',
          })
        : null,
    lasts: metric === 'cash' && runsOut === null,
  };
}

/** Instalments read per page: a client's whole schedule is read, page by page. */
const INSTALMENT_PAGE = 500;

/**
 * Client: the next instalment to pay and the overdue ones as of the assistant's day, as Home shows
 * them: the next is the first instalment not paid (an announced or an overdue one included),
 * overdue is each instalment's `overdue` flag on that day (domain `isOverdue`) — not as of the
 * database's own date, which the repository's `overdue` filter reads.
 */
export async function clientPaymentsTool(context: AssistantContext) {
  const { db } = context.container.database;
  const accountId = context.caller.account.id;
  const unpaid: AssetPaymentRow[] = [];
  for (let page = 1; ; page++) {
    const rows = await listAssetPayments(db, accountId, {
      sort: 'paymentDueDate',
      direction: 'asc',
      page,
      size: INSTALMENT_PAGE,
    });
    unpaid.push(...rows.filter((row) => row.paymentStatus !== 'PAID'));
    if (rows.length < INSTALMENT_PAGE) break;
  }
  const next = unpaid[0];
  const overdue = unpaid.filter((row) => isOverdue(row, context.today));
  const overdueCount = overdue.length;
  const link = '/orders/executed';
  const currency = next?.currency ?? overdue[0]?.currency ?? context.currency;
  return {
    next: next
      ? {
          amount: figure(context, {
            id: `payment:${next.id}:amount`,
            label: label(context, 'Next repayment', 'Nächste Rückzahlung'),
            value: money(context, next.rateMinor, next.currency),
            source: 'payments',
            link,
          }),
          date: figure(context, {
            id: `payment:${next.id}:due`,
            label: label(context, 'Due on', 'Fällig am'),
            value: { kind: 'date', value: next.paymentDueDate },
            source: 'payments',
            link,
          }),
        }
      : null,
    overdueCount: figure(context, {
      id: 'payments:overdue:count',
      label: label(context, 'Overdue repayments', 'Überfällige Rückzahlungen'),
      value: { kind: 'count', value: overdueCount },
      source: 'payments',
      link,
    }),
    overdueAmount: figure(context, {
      id: 'payments:overdue:amount',
      label: label(context, 'Overdue in total', 'Überfällig insgesamt'),
      value: money(
        context,
        overdue.filter((row) => row.currency === currency).reduce((sum, row) => sum + row.rateMinor, 0),
        currency,
      ),
      source: 'payments',
      link,
    }),
  };
}

export async function expiringTool(context: AssistantContext) {
  const rows = await expiriesOf(context.container, context.caller.account.id);
  return {
    count: figure(context, {
      id: 'integrations:expiring',
      label: label(context, 'Expiring connections', 'Ablaufende Verbindungen'),
      value: { kind: 'count', value: rows.length },
      source: 'integrations',
      link: '/settings/integrations',
    }),
    names: rows.map((row) => row.type),
  };
}

export async function notificationsTool(context: AssistantContext) {
  const unread = await countCallerNotifications(
    context.container,
    { accountId: context.caller.account.id, sub: context.caller.sub },
    { 'where[readClient]': 'false' },
  );
  return figure(context, {
    id: 'notifications:unread',
    label: label(context, 'Unread notifications', 'Ungelesene Benachrichtigungen'),
    value: { kind: 'count', value: unread },
    source: 'notifications',
    link: '/notifications?filter=unread',
  });
}

export async function portfolioTool(context: AssistantContext) {
  const dto = await investorPortfolio(
    context.container,
    context.caller.account.id,
    context.currency,
    context.today,
  );
  const link = '/orders/executed';
  const spec = (id: string, en: string, de: string, value: Figure['value']) =>
    figure(context, {
      id: `portfolio:${id}`,
      label: label(context, en, de),
      value,
      source: 'portfolio',
      link,
    });
  return {
    holdings: spec('holdings', 'Assets held', 'Gehaltene Assets', { kind: 'count', value: dto.holdings }),
    invested: spec('invested', 'Invested', 'Investiert', money(context, dto.invested, dto.currency)),
    received: spec('received', 'Received', 'Erhalten', money(context, dto.received, dto.currency)),
    outstanding: spec(
      'outstanding',
      'Outstanding',
      'Ausstehend',
      money(context, dto.outstanding, dto.currency),
    ),
    irr:
      dto.irr === null
        ? null
        : spec('irr', 'Return a year (IRR)', 'Rendite pro Jahr (IRR)', { kind: 'percent', value: dto.irr }),
    next: dto.nextPayment
      ? {
          amount: spec(
            'next:amount',
            'Next repayment',
            'Nächste Rückzahlung',
            money(context, dto.nextPayment.amount, dto.currency),
          ),
          date: spec('next:date', 'Expected on', 'Erwartet am', {
            kind: 'date',
            value: dto.nextPayment.date,
          }),
        }
      : null,
  };
}
