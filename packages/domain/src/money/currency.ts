import { z } from 'zod';

/** The currencies Tranche supports (spec §9). All have two decimal places. */
export const CURRENCIES = ['EUR', 'USD', 'CZK', 'PLN', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const currencySchema = z.enum(CURRENCIES);

const MINOR_DIGITS: Readonly<Record<Currency, number>> = { EUR: 2, USD: 2, CZK: 2, PLN: 2, GBP: 2 };

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}

/** Digits after the decimal point of a currency's minor unit (ISO 4217 exponent). */
export function minorDigits(currency: Currency): number {
  return MINOR_DIGITS[currency];
}
