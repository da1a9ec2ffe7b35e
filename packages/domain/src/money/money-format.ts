import { type Currency, minorDigits } from './currency';
import { assertMinorUnits, type MinorUnits } from './money';

/** "-1234.56": the canonical decimal text of an amount (CSV export, JSON for humans, Intl input). */
export function toDecimalString(amountMinor: MinorUnits, currency: Currency): string {
  const digits = minorDigits(currency);
  const magnitude = String(Math.abs(assertMinorUnits(amountMinor))).padStart(digits + 1, '0');
  const sign = amountMinor < 0 ? '-' : '';
  if (digits === 0) return `${sign}${magnitude}`;
  return `${sign}${magnitude.slice(0, -digits)}.${magnitude.slice(-digits)}`;
}

export type MoneyDisplay = 'symbol' | 'code' | 'none';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: Currency, display: MoneyDisplay): Intl.NumberFormat {
  const key = `${locale}|${currency}|${display}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = minorDigits(currency);
    formatter = new Intl.NumberFormat(
      locale,
      display === 'none'
        ? { style: 'decimal', minimumFractionDigits: digits, maximumFractionDigits: digits }
        : { style: 'currency', currency, currencyDisplay: display },
    );
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an amount for display in a locale ("en": €1,234.56, "de": 1.234,56 €). Intl receives
 * the exact decimal string (Intl.NumberFormat v3), so no amount passes through a float.
 * `display: 'none'` gives the grouped number alone, which {@link parseDecimal} reads back.
 */
export function formatMoney(
  amountMinor: MinorUnits,
  currency: Currency,
  locale: string,
  display: MoneyDisplay = 'symbol',
): string {
  return formatterFor(locale, currency, display).format(
    toDecimalString(amountMinor, currency) as Intl.StringNumericLiteral,
  );
}
