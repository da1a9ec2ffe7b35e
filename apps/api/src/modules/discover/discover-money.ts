import type { Db } from '@tranche/db';
import { type Currency, convertMinor, type IsoDate, isCurrency, type MinorUnits } from '@tranche/domain';
import { AppError } from '../../lib/app-error';
import { loadRateTable, noRateError } from '../currency-exchange/exchange-rates.service';

/** Converts an amount of a currency into the report's currency at the ECB rate of its day. */
export type ToReportCurrency = (amountMinor: MinorUnits, currency: string, day: IsoDate) => MinorUnits;

/**
 * A converter into `target` of amounts in `currencies`, over the ECB rates the database holds (convertMinor: one half-up
 * rounding per amount). A day before the first rate is a 422 NO_EXCHANGE_RATE, as in analytics;
 * an amount in a currency Tranche does not support is a 422 too (never added unconverted).
 */
export async function reportCurrencyConverter(
  db: Db,
  target: Currency,
  currencies: Iterable<string>,
): Promise<ToReportCurrency> {
  // The rate table only when something is in another currency (most companies bank in one).
  const table = [...currencies].some((currency) => currency !== target) ? await loadRateTable(db) : null;
  return (amountMinor, currency, day) => {
    if (!isCurrency(currency))
      throw new AppError(422, 'UNSUPPORTED_CURRENCY', `Amounts in ${currency} cannot be converted.`);
    try {
      if (currency === target) return amountMinor;
      if (table === null) throw new Error(`${currency} was not among the currencies announced`);
      return convertMinor(amountMinor, currency, target, day, table);
    } catch (error) {
      if (error instanceof RangeError && error.message.startsWith('No ECB')) throw noRateError(day);
      throw error;
    }
  };
}
