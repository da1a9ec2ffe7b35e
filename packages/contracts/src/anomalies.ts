import { ANOMALY_AREAS, ANOMALY_KINDS, CURRENCIES, MOVEMENT_KINDS } from '@tranche/domain';
import { z } from 'zod';

// Not exported from the package's index: only the Detect tab and its route load it
// (`@tranche/contracts/anomalies`).

/**
 * `GET /api/analytics/anomalies` (spec §2 Detect): what is out of pattern in the company's revenue
 * (MRR movements), payments (failed collections, unpaid invoices, large customers paying late) and
 * bank (unusual amounts, large first payments to new payees, duplicates, missing regular payments).
 * Each finding says why with a reason code and its numbers; the web words it. Money is integer
 * minor units of the finding's `currency` (revenue: the response's currency; bank and invoices:
 * their own). Shares are fractions (0.12 = 12 %).
 */

const isoDate = z.iso.date({ error: 'must be a date (yyyy-mm-dd)' });
const minor = z.int();
const range = z.tuple([minor, minor]);

export const anomaliesQuerySchema = z.strictObject({
  /** The caller's own company; any other is answered 404. */
  id_client: z.uuid().optional(),
  /** Revenue movements are converted into it (default EUR). */
  currency: z.enum(CURRENCIES).default('EUR'),
  /** Default: the first day of the month five months before date_to (six months in all). */
  date_from: isoDate.optional(),
  /** Default: today. */
  date_to: isoDate.optional(),
});
export type AnomaliesQuery = z.infer<typeof anomaliesQuerySchema>;

export const anomalyReasonSchema = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('MOVEMENT_OUT_OF_PATTERN'),
    movement: z.enum(MOVEMENT_KINDS),
    direction: z.enum(['high', 'low']),
    valueMinor: minor,
    expectedMinor: minor,
    typicalRange: range,
    share: z.number(),
    expectedShare: z.number(),
  }),
  z.object({
    code: z.enum(['FAILED_SHARE_SPIKE', 'UNPAID_SHARE_SPIKE']),
    count: z.int(),
    total: z.int(),
    share: z.number(),
    expectedShare: z.number(),
  }),
  z.object({
    code: z.literal('PAID_LATE'),
    daysLate: z.int(),
    dueDate: isoDate,
    paidOn: isoDate,
    thresholdDays: z.int(),
  }),
  z.object({ code: z.literal('OVERDUE'), daysOverdue: z.int(), dueDate: isoDate, thresholdDays: z.int() }),
  z.object({
    code: z.literal('UNUSUAL_AMOUNT'),
    expectedMinor: minor,
    typicalRange: range,
    basis: z.enum(['counterparty', 'category']),
    sampleSize: z.int(),
  }),
  z.object({ code: z.literal('NEW_PAYEE_LARGE'), largeFromMinor: minor, historyDays: z.int() }),
  z.object({ code: z.literal('DUPLICATE_PAYMENT'), daysApart: z.int(), count: z.int() }),
  z.object({
    code: z.literal('MISSING_REGULAR_PAYMENT'),
    expectedDate: isoDate,
    expectedMinor: minor,
    monthsPaid: z.int(),
    lastPaidOn: isoDate,
  }),
]);
export type AnomalyReasonDto = z.infer<typeof anomalyReasonSchema>;

export const anomalySchema = z.object({
  /** Stable across requests for the same finding. */
  id: z.string(),
  kind: z.enum(ANOMALY_KINDS),
  area: z.enum(ANOMALY_AREAS),
  /** The day it happened, or the first day of its month. */
  day: isoDate,
  month: isoDate.nullable(),
  /** How unusual: robust |z| (median and 1.4826 × MAD) for statistical findings, 4 or 6 for rules. */
  score: z.number(),
  severity: z.enum(['high', 'medium']),
  amountMinor: minor.optional(),
  currency: z.string().optional(),
  subject: z.string(),
  reason: anomalyReasonSchema,
  rows: z.object({
    transactionIds: z.array(z.string()).optional(),
    month: isoDate.optional(),
    movement: z.enum(MOVEMENT_KINDS).optional(),
    customerId: z.string().optional(),
    invoiceIds: z.array(z.string()).optional(),
    counterparty: z.string().optional(),
  }),
});
export type AnomalyDto = z.infer<typeof anomalySchema>;

export const anomaliesSchema = z.object({
  currency: z.enum(CURRENCIES),
  dateFrom: isoDate,
  dateTo: isoDate,
  /** Newest first. */
  anomalies: z.array(anomalySchema),
});
export type Anomalies = z.infer<typeof anomaliesSchema>;

export const anomaliesResponseSchema = z.object({ data: anomaliesSchema });
