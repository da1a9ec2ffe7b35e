import type { AssistantLanguage, Figure, FigureValue } from '@tranche/contracts/assistant';
import { formatMoney, isCurrency } from '@tranche/domain';
import type { AssistantContext } from './assistant-context';
import { monthsText, percentSuffix } from './assistant-text';

const locale = (language: AssistantLanguage) => (language === 'de' ? 'de-DE' : 'en-GB');

function decimal(language: AssistantLanguage, value: number, digits: number): string {
  return new Intl.NumberFormat(locale(language), { maximumFractionDigits: digits }).format(value);
}

/** A figure's value as the answer writes it: the locale's money, percent, date and number formats. */
export function displayValue(value: FigureValue, language: AssistantLanguage): string {
  switch (value.kind) {
    case 'money':
      return isCurrency(value.currency)
        ? formatMoney(value.minor, value.currency, language)
        : `${decimal(language, value.minor / 100, 2)} ${value.currency}`;
    case 'percent':
      return `${decimal(language, value.value, 2)}${percentSuffix(language)}`;
    case 'ratio':
      return decimal(language, value.value, 2);
    case 'count':
      return decimal(language, value.value, 0);
    case 'months':
      return monthsText(language, decimal(language, value.value, 1));
    case 'date':
      return new Intl.DateTimeFormat(locale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${value.value}T00:00:00Z`),
      );
    default:
      return value.value;
  }
}

export interface FigureSpec {
  id: string;
  label: string;
  value: FigureValue;
  source: string;
  link: string;
  period?: { start: string; end: string } | null;
}

export const makeFigure = (language: AssistantLanguage, spec: FigureSpec): Figure => ({
  ...spec,
  period: spec.period ?? null,
  display: displayValue(spec.value, language),
});

/** An amount of money, in the caller's currency unless another is named. */
export const moneyOf = (
  context: Pick<AssistantContext, 'currency'>,
  minor: number,
  currency: string = context.currency,
): FigureValue => ({ kind: 'money', minor, currency });

/** The English or the German text, by the caller's language. */
export const byLanguage = (context: Pick<AssistantContext, 'language'>, en: string, de: string) =>
  context.language === 'de' ? de : en;
