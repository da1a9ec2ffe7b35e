import { addDays, addMonths, type IsoDate, isoDateToDays } from '../dates/calendar';
import { anomalyId, RULE_SCORE, round2, severityOf, Z_THRESHOLD } from './anomaly-id';
import type { Anomaly, AnomalyInput, InvoiceRow } from './anomaly-types';
import { robustScale, robustZ } from './robust-stats';

/** An invoice paid more than this many days after its due date was paid late (retries run 14 days). */
export const LATE_AFTER_DAYS = 14;
/** Months with fewer attempts or invoices than this carry no share worth scoring. */
const MIN_MONTH_COUNT = 10;
/** A spike needs at least this many failures: 2 of 10 is a share, not an event. */
const MIN_SPIKE_COUNT = 3;
/** Large customers: the top 5 % by MRR, at least 5 and at most 25 of them. */
const LARGE_SHARE = 0.05;
const LARGE_MIN = 5;
const LARGE_MAX = 25;
/** How far back a customer's invoices make its MRR. */
const MRR_MONTHS = 12;

const monthOfDay = (day: IsoDate) => `${day.slice(0, 7)}-01`;
const inRange = (day: IsoDate, input: AnomalyInput) => day >= input.dateFrom && day <= input.dateTo;

/**
 * A share per month scored against the other months: robust z of the share (median and
 * 1.4826 × MAD), flagged when z ≥ 3.5 (only upwards: fewer failures are good news), the month has
 * at least 10 items and at least 3 of them failed.
 */
function shareSpikes(
  input: AnomalyInput,
  months: readonly { month: IsoDate; count: number; total: number; invoiceIds?: string[] }[],
  kind: 'failed_payments' | 'unpaid_invoices',
): Anomaly[] {
  const scored = months.filter((month) => month.total >= MIN_MONTH_COUNT);
  if (scored.length < 6) return [];
  const scale = robustScale(scored.map((month) => month.count / month.total));
  return scored.flatMap((month): Anomaly[] => {
    if (month.month < monthOfDay(input.dateFrom) || month.month > input.dateTo) return [];
    const share = month.count / month.total;
    const z = robustZ(share, scale);
    if (z < Z_THRESHOLD || month.count < MIN_SPIKE_COUNT) return [];
    return [
      {
        id: anomalyId(kind, month.month),
        kind,
        area: 'payments',
        day: month.month,
        month: month.month,
        score: round2(z),
        severity: severityOf(z),
        subject: kind,
        reason: {
          code: kind === 'failed_payments' ? 'FAILED_SHARE_SPIKE' : 'UNPAID_SHARE_SPIKE',
          count: month.count,
          total: month.total,
          share: round2(share * 10_000) / 10_000,
          expectedShare: round2(Math.max(0, scale.median) * 10_000) / 10_000,
        },
        rows: {
          month: month.month,
          ...(month.invoiceIds ? { invoiceIds: month.invoiceIds.slice(0, 50) } : {}),
        },
      },
    ];
  });
}

const isPaid = (invoice: InvoiceRow) => invoice.status === 'paid' || invoice.paidOn !== null;
const isVoid = (invoice: InvoiceRow) => invoice.status === 'void' || invoice.status === 'draft';

/**
 * Payments: spikes of failed collection attempts per month (billing providers' payments), spikes of
 * invoices left unpaid per month of their due date (counted once their due date is 14 days past,
 * so dunning still running is not a failure), and large customers paying late.
 *
 * Late: a customer among the largest by MRR (its invoices of the last 12 months up to `dateTo`
 * per month, in the report currency: the top 5 %, at least 5, at most 25, and any tied with the
 * last of them) whose invoice was paid
 * more than 14 days after its due date (PAID_LATE), or is still unpaid more than 14 days after it
 * (OVERDUE). A rule, not a score: high from 30 days on, else medium.
 */
export function paymentAnomalies(input: AnomalyInput): Anomaly[] {
  const found: Anomaly[] = [];
  const months = (input.paymentMonths ?? []).map((month) => ({
    month: month.month,
    count: month.failed,
    total: month.attempts,
  }));
  found.push(...shareSpikes(input, months, 'failed_payments'));

  const invoices = (input.invoices ?? []).filter((invoice) => !isVoid(invoice));
  const settledBy = addDays(input.today, -LATE_AFTER_DAYS);
  const byMonth = new Map<IsoDate, { count: number; total: number; invoiceIds: string[] }>();
  for (const invoice of invoices) {
    const due = invoice.dueOn ?? invoice.issuedOn;
    if (due > settledBy) continue;
    const month = byMonth.get(monthOfDay(due)) ?? { count: 0, total: 0, invoiceIds: [] };
    month.total += 1;
    if (!isPaid(invoice)) {
      month.count += 1;
      month.invoiceIds.push(invoice.id);
    }
    byMonth.set(monthOfDay(due), month);
  }
  const invoiceMonths = [...byMonth]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([month, v]) => ({ month, ...v }));
  found.push(...shareSpikes(input, invoiceMonths, 'unpaid_invoices'));
  found.push(...latePayments(input, invoices));
  return found;
}

/** The largest customers by MRR over the 12 months up to `dateTo`, from their invoices. */
export function largeCustomers(invoices: readonly InvoiceRow[], dateTo: IsoDate): Set<string> {
  const from = addMonths(dateTo, -MRR_MONTHS);
  const billed = new Map<string, number>();
  for (const invoice of invoices) {
    if (invoice.issuedOn <= from || invoice.issuedOn > dateTo) continue;
    billed.set(invoice.customerId, (billed.get(invoice.customerId) ?? 0) + invoice.reportTotalMinor);
  }
  const count = Math.min(LARGE_MAX, Math.max(LARGE_MIN, Math.ceil(billed.size * LARGE_SHARE)));
  const amounts = [...billed.values()].sort((a, b) => b - a);
  // Customers on the same plan bill the same: one tied with the last of the top is as large.
  const largeFrom = amounts[Math.min(count, amounts.length) - 1] ?? Number.POSITIVE_INFINITY;
  return new Set([...billed].filter(([, amount]) => amount >= largeFrom).map(([customer]) => customer));
}

function latePayments(input: AnomalyInput, invoices: readonly InvoiceRow[]): Anomaly[] {
  const large = largeCustomers(invoices, input.dateTo);
  const found: Anomaly[] = [];
  for (const invoice of invoices) {
    if (!large.has(invoice.customerId)) continue;
    const due = invoice.dueOn ?? invoice.issuedOn;
    const paid = isPaid(invoice) ? (invoice.paidOn ?? null) : null;
    const days = (day: IsoDate) => isoDateToDays(day) - isoDateToDays(due);
    let late: Anomaly['reason'] | null = null;
    let day = due;
    if (paid !== null && days(paid) > LATE_AFTER_DAYS && inRange(paid, input)) {
      late = {
        code: 'PAID_LATE',
        daysLate: days(paid),
        dueDate: due,
        paidOn: paid,
        thresholdDays: LATE_AFTER_DAYS,
      };
      day = paid;
    } else if (
      paid === null &&
      !isPaid(invoice) &&
      days(input.today) > LATE_AFTER_DAYS &&
      inRange(due, input)
    ) {
      late = {
        code: 'OVERDUE',
        daysOverdue: days(input.today),
        dueDate: due,
        thresholdDays: LATE_AFTER_DAYS,
      };
    }
    if (late === null) continue;
    const lateDays =
      late.code === 'PAID_LATE' ? late.daysLate : late.code === 'OVERDUE' ? late.daysOverdue : 0;
    const score = lateDays >= 30 ? RULE_SCORE.high : RULE_SCORE.medium;
    found.push({
      id: anomalyId('late_payment', invoice.id),
      kind: 'late_payment',
      area: 'payments',
      day,
      month: null,
      score,
      severity: severityOf(score),
      amountMinor: invoice.totalMinor,
      currency: invoice.currency,
      subject: invoice.customerName,
      reason: late,
      rows: { customerId: invoice.customerId, invoiceIds: [invoice.id] },
    });
  }
  return found;
}
