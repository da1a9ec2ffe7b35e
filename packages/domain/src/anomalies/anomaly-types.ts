import type { IsoDate } from '../dates/calendar';
import type { MovementKind, MrrMovements } from '../kpi/mrr-movements';
import type { MinorUnits } from '../money/money';

export const ANOMALY_AREAS = ['revenue', 'payments', 'bank'] as const;
export type AnomalyArea = (typeof ANOMALY_AREAS)[number];

export const ANOMALY_KINDS = [
  'unusual_movement',
  'failed_payments',
  'unpaid_invoices',
  'late_payment',
  'unusual_amount',
  'new_payee',
  'duplicate',
  'missing_payment',
] as const;
export type AnomalyKind = (typeof ANOMALY_KINDS)[number];

export type AnomalySeverity = 'high' | 'medium';

/**
 * Why a finding was flagged: a code and its numbers, never words (the web words it in English and
 * German). Money in minor units of the anomaly's currency; shares as fractions (0.12 = 12 %).
 */
export type AnomalyReason =
  | {
      code: 'MOVEMENT_OUT_OF_PATTERN';
      movement: MovementKind;
      direction: 'high' | 'low';
      valueMinor: MinorUnits;
      expectedMinor: MinorUnits;
      typicalRange: [MinorUnits, MinorUnits];
      /** The movement as a share of the MRR the month started with, and what that share usually is. */
      share: number;
      expectedShare: number;
    }
  | {
      code: 'FAILED_SHARE_SPIKE' | 'UNPAID_SHARE_SPIKE';
      count: number;
      total: number;
      share: number;
      expectedShare: number;
    }
  | { code: 'PAID_LATE'; daysLate: number; dueDate: IsoDate; paidOn: IsoDate; thresholdDays: number }
  | { code: 'OVERDUE'; daysOverdue: number; dueDate: IsoDate; thresholdDays: number }
  | {
      code: 'UNUSUAL_AMOUNT';
      expectedMinor: MinorUnits;
      typicalRange: [MinorUnits, MinorUnits];
      /** What the amount was compared with: the counterparty's own payments or its category's. */
      basis: 'counterparty' | 'category';
      sampleSize: number;
    }
  | { code: 'NEW_PAYEE_LARGE'; largeFromMinor: MinorUnits; historyDays: number }
  | { code: 'DUPLICATE_PAYMENT'; daysApart: number; count: number }
  | {
      code: 'MISSING_REGULAR_PAYMENT';
      expectedDate: IsoDate;
      expectedMinor: MinorUnits;
      monthsPaid: number;
      lastPaidOn: IsoDate;
    };
export type AnomalyReasonCode = AnomalyReason['code'];

/** What a finding points at: the rows behind it. */
export interface AnomalyRows {
  /** Bank transactions (their ids). */
  transactionIds?: string[];
  /** The month (first day) of a monthly finding. */
  month?: IsoDate;
  movement?: MovementKind;
  customerId?: string;
  invoiceIds?: string[];
  /** The counterparty a bank finding is about, as booked (for a search). */
  counterparty?: string;
}

export interface Anomaly {
  /** Stable: the same finding on the same rows has the same id in every run. */
  id: string;
  kind: AnomalyKind;
  area: AnomalyArea;
  /** The day it happened (bank rows, invoices), or the first day of its month. */
  day: IsoDate;
  /** yyyy-mm-01 of a monthly finding; null for a finding of one day. */
  month: IsoDate | null;
  /** How unusual: the robust |z| for statistical findings, a fixed 4 (medium) or 6 (high) for rules. */
  score: number;
  severity: AnomalySeverity;
  amountMinor?: MinorUnits;
  currency?: string;
  /** Customer, counterparty, category or movement the finding is about (as shown to a person). */
  subject: string;
  reason: AnomalyReason;
  rows: AnomalyRows;
}

/** One month of the KPI engine's MRR movements (report currency). */
export interface RevenueMonth {
  /** First day of the month. */
  month: IsoDate;
  startMrr: MinorUnits;
  movements: MrrMovements;
}

/** A month of collection attempts from a billing provider. */
export interface PaymentMonth {
  month: IsoDate;
  attempts: number;
  failed: number;
}

/** An invoice from a billing or accounting tool. */
export interface InvoiceRow {
  id: string;
  customerId: string;
  customerName: string;
  /** 'paid', 'open', 'uncollectible', 'void', … as the tool says. */
  status: string;
  currency: string;
  totalMinor: MinorUnits;
  /** The total in the report currency, to rank customers by size across currencies. */
  reportTotalMinor: MinorUnits;
  issuedOn: IsoDate;
  dueOn: IsoDate | null;
  paidOn: IsoDate | null;
}

/** A bank transaction in its account's currency. Negative: money out. */
export interface BankRow {
  id: string;
  day: IsoDate;
  amountMinor: MinorUnits;
  currency: string;
  counterparty: string | null;
  description?: string | null;
  /** Level-3 category id, if the company's transactions are categorised. */
  category?: string | null;
}

export interface AnomalyInput {
  /** The report currency of revenue findings. */
  currency: string;
  /** Today: nothing after it is expected yet. */
  today: IsoDate;
  /** Findings are reported for this range (both included); earlier rows are the baseline. */
  dateFrom: IsoDate;
  dateTo: IsoDate;
  revenue?: readonly RevenueMonth[];
  paymentMonths?: readonly PaymentMonth[];
  invoices?: readonly InvoiceRow[];
  bank?: readonly BankRow[];
}
