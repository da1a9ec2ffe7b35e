import { formatMoney, isCurrency, toDecimalString } from '@tranche/domain';

/** The minor-unit digits of any ISO currency code (bank accounts may hold one Tranche does not trade in). */
function digitsOf(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** An amount of a bank account's own currency, formatted for the reader. */
export function bankMoney(minor: number, currency: string, locale: string): string {
  if (isCurrency(currency)) return formatMoney(minor, currency, locale);
  const digits = digitsOf(currency);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** digits);
  } catch {
    return `${decimalOf(minor, currency)} ${currency}`;
  }
}

/** "-1234.56": the amount as a CSV cell, whatever the currency. */
export function decimalOf(minor: number, currency: string): string {
  if (isCurrency(currency)) return toDecimalString(minor, currency);
  const digits = digitsOf(currency);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
