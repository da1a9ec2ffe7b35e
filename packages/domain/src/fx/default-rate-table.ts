import { ECB_REFERENCE_RATES_CSV } from './data/ecb-reference-rates';
import { type EcbRateRow, parseEcbCsv } from './ecb-parse';

let shipped: EcbRateRow[] | null = null;

/**
 * The rates shipped in `data/` (ECB, 2014-01-02 … 2026-04-13), parsed on first use and kept.
 * Combine with newer stored rates: `createRateTable(shippedEcbRates(), storedRows)`.
 */
export function shippedEcbRates(): readonly EcbRateRow[] {
  if (shipped === null) {
    const result = parseEcbCsv(ECB_REFERENCE_RATES_CSV);
    if (!result.ok) throw new Error(`The shipped ECB rates do not parse: ${result.error}`);
    shipped = result.rows;
  }
  return shipped;
}
