import type { Anomaly, AnomalyInput } from './anomaly-types';
import { bankAnomalies } from './bank-anomalies';
import { paymentAnomalies } from './payment-anomalies';
import { revenueAnomalies } from './revenue-anomalies';

/** Newest first; on one day the higher score first, then by id (a stable order). */
export const newestFirst = (a: Anomaly, b: Anomaly) =>
  a.day !== b.day ? (a.day < b.day ? 1 : -1) : b.score - a.score || (a.id < b.id ? -1 : 1);

/**
 * Everything out of pattern in a company's revenue, payments and bank from `dateFrom` to `dateTo`,
 * newest first. Pure and deterministic: the same input gives the same findings with the same ids.
 * Each detector is documented in its file (revenue-, payment-, bank-anomalies.ts); the statistics
 * in robust-stats.ts.
 */
export function detectAnomalies(input: AnomalyInput): Anomaly[] {
  return [...revenueAnomalies(input), ...paymentAnomalies(input), ...bankAnomalies(input)].sort(newestFirst);
}
