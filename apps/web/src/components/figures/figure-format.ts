import type { KpiOutcomeDto } from '@tranche/contracts/analytics';
import {
  type Currency,
  formatMoney,
  type Granularity,
  type KpiUnit,
  startOfDayUtc,
  toDecimalString,
} from '@tranche/domain';

/** Texts for KPI outcomes that are not a number, in the reader's language. */
export interface OutcomeTexts {
  undefined: string;
  unavailable: string;
  unlimited: string;
}

/** What a KPI value is, whichever way the API answered it: a plain number or a KPI outcome. */
export type KpiValue = number | KpiOutcomeDto;

/** The number behind a KPI value, or null when it has none (undefined, unavailable, unlimited). */
export function numberOf(value: KpiValue): number | null {
  if (typeof value === 'number') return value;
  return value.kind === 'value' ? value.value : null;
}

/**
 * Formats figures for one language and one currency: money from minor units, counts, percent
 * (always two decimals, as the API sends them), ratios (two decimals) and months, and the labels of a series' periods.
 * One instance per render keeps the Intl formatters built once.
 */
export function createFigureFormat(locale: string, currency: Currency, texts: OutcomeTexts) {
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  /** Ratios always with two decimals, so that 0.30 and 0.35 line up and read as the same kind of figure. */
  const ratio = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  /** Percentages always with the API's two decimals, so that 89.80 % and 4.95 % line up in a column. */
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const signedPercent = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const signedDecimal = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
  const wholePercent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const compactMoney = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const months = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'month',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  });

  const money = (minor: number) => formatMoney(Math.round(minor), currency, locale);
  const wholeMoney = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  /** Amounts of a thousand and more without cents, where cents add nothing but width (cards). */
  const headlineMoney = (minor: number) =>
    Math.abs(minor) >= 100_000
      ? wholeMoney.format(toDecimalString(Math.round(minor), currency) as Intl.StringNumericLiteral)
      : money(minor);

  /** A number of the given unit; money is in minor units. */
  const unitValue = (value: number, unit: KpiUnit): string => {
    switch (unit) {
      case 'money':
        return money(value);
      case 'count':
        return count.format(value);
      case 'percent':
        return percent.format(value / 100);
      case 'ratio':
        return ratio.format(value);
      case 'months':
        return months.format(value);
    }
  };

  const kpi = (value: KpiValue, unit: KpiUnit): string => {
    if (typeof value === 'number') return unitValue(value, unit);
    switch (value.kind) {
      case 'value':
        return unitValue(value.value, unit);
      case 'unlimited':
        return texts.unlimited;
      case 'undefined':
        return texts.undefined;
      case 'unavailable':
        return texts.unavailable;
    }
  };

  /**
   * The change from `previous` to `current`: relative for amounts and counts (+4.2 %), in
   * percentage points for KPIs that are percentages already (+0.8). Null when it cannot be said.
   */
  const change = (current: number, previous: number, unit: KpiUnit): string | null => {
    if (unit === 'percent') return signedDecimal.format(current - previous);
    if (previous === 0) return null;
    return signedPercent.format((current - previous) / Math.abs(previous));
  };

  const dayFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const monthFormat = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });

  /**
   * The label of one period of a series: its day, the Monday its week starts on, its month or its
   * quarter. Months and quarters are named by their last day, so a first period clipped by the
   * chosen range still reads as its month.
   */
  const periodLabel = (period: { start: string; end: string }, granularity: Granularity): string => {
    switch (granularity) {
      case 'day':
      case 'week':
        return dayFormat.format(startOfDayUtc(period.start));
      case 'month':
        return monthFormat.format(startOfDayUtc(period.end));
      case 'quarter': {
        const end = startOfDayUtc(period.end);
        return `Q${Math.floor(end.getUTCMonth() / 3) + 1} ${end.getUTCFullYear()}`;
      }
    }
  };

  return {
    currency,
    money,
    moneyCompact: (minor: number) => compactMoney.format(minor / 100),
    count: (value: number) => count.format(value),
    percent: (value: number) => percent.format(value / 100),
    /** Percent on an axis: no trailing decimals (5%, 2.5%). */
    percentAxis: (value: number) => wholePercent.format(value / 100),
    unitValue,
    kpi,
    /** A KPI as a card shows it: like `kpi`, with large amounts in whole units. */
    headline: (value: KpiValue, unit: KpiUnit) => {
      const number = numberOf(value);
      return unit === 'money' && number !== null ? headlineMoney(number) : kpi(value, unit);
    },
    change,
    periodLabel,
    date: (iso: string) => longDay.format(startOfDayUtc(iso)),
  };
}

export type FigureFormat = ReturnType<typeof createFigureFormat>;
