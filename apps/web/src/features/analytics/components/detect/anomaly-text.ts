import type { AnomalyDto } from '@tranche/contracts/anomalies';
import { addDays } from '@tranche/domain';
import type { TFunction } from 'i18next';
import type { FigureFormat } from '../../../../components/figures/figure-format';
import { categoryLabel } from '../../lib/discover-categories';

type T = TFunction<'detect'>;

/** Who or what a finding is about, as a person reads it. */
export function subjectText(anomaly: AnomalyDto, t: T, language: string): string {
  if (anomaly.area === 'revenue' && anomaly.reason.code === 'MOVEMENT_OUT_OF_PATTERN')
    return t(`movements.${anomaly.reason.movement}`);
  if (anomaly.kind === 'failed_payments' || anomaly.kind === 'unpaid_invoices') return t('allCustomers');
  if (anomaly.reason.code === 'UNUSUAL_AMOUNT' && anomaly.reason.basis === 'category')
    return categoryLabel(anomaly.subject, language);
  return anomaly.subject;
}

const share = (format: FigureFormat, fraction: number) => format.percent(fraction * 100);

/** Why a finding was flagged, in plain words from its reason code and numbers. */
export function reasonText(anomaly: AnomalyDto, t: T, format: FigureFormat, subject: string): string {
  const { reason } = anomaly;
  switch (reason.code) {
    case 'MOVEMENT_OUT_OF_PATTERN':
      return t(`reasons.MOVEMENT_OUT_OF_PATTERN_${reason.direction}`, {
        movement: subject,
        value: format.money(reason.valueMinor),
        expected: format.money(reason.expectedMinor),
        low: format.money(reason.typicalRange[0]),
        high: format.money(reason.typicalRange[1]),
        share: share(format, reason.share),
        expectedShare: share(format, reason.expectedShare),
      });
    case 'FAILED_SHARE_SPIKE':
    case 'UNPAID_SHARE_SPIKE':
      return t(`reasons.${reason.code}`, {
        count: reason.count,
        total: reason.total,
        share: share(format, reason.share),
        expectedShare: share(format, reason.expectedShare),
      });
    case 'PAID_LATE':
      return t('reasons.PAID_LATE', {
        days: reason.daysLate,
        due: format.date(reason.dueDate),
        paid: format.date(reason.paidOn),
        threshold: reason.thresholdDays,
      });
    case 'OVERDUE':
      return t('reasons.OVERDUE', {
        days: reason.daysOverdue,
        due: format.date(reason.dueDate),
        threshold: reason.thresholdDays,
      });
    case 'UNUSUAL_AMOUNT':
      // Money out is negative; the words speak of what was paid.
      return t(`reasons.UNUSUAL_AMOUNT_${reason.basis}`, {
        subject,
        expected: format.money(Math.abs(reason.expectedMinor)),
        low: format.money(Math.abs(reason.typicalRange[1])),
        high: format.money(Math.abs(reason.typicalRange[0])),
        count: reason.sampleSize,
      });
    case 'NEW_PAYEE_LARGE':
      return t('reasons.NEW_PAYEE_LARGE', { subject, large: format.money(Math.abs(reason.largeFromMinor)) });
    case 'DUPLICATE_PAYMENT':
      return reason.daysApart === 0
        ? t('reasons.DUPLICATE_PAYMENT_same', { subject, count: reason.count })
        : t('reasons.DUPLICATE_PAYMENT_apart', {
            subject,
            count: reason.count,
            within: t('withinDays', { count: reason.daysApart }),
          });
    case 'MISSING_REGULAR_PAYMENT':
      return t('reasons.MISSING_REGULAR_PAYMENT', {
        subject,
        months: reason.monthsPaid,
        last: format.date(reason.lastPaidOn),
        expected: format.money(Math.abs(reason.expectedMinor)),
        expectedDate: format.date(reason.expectedDate),
      });
  }
}

/**
 * Where the rows behind a finding are: the bank's in Discover's transactions (searched by the
 * counterparty around the day), revenue in Observe, payments in Discover's payments grid.
 */
export function rowsLink(anomaly: AnomalyDto): string {
  if (anomaly.area === 'revenue') return '/analytics/observe';
  if (anomaly.area === 'payments') return '/analytics/discover?view=payments';
  const query = new URLSearchParams({ view: 'transactions' });
  const counterparty = anomaly.rows.counterparty ?? '';
  if (counterparty) query.set('q', counterparty);
  const from =
    anomaly.reason.code === 'MISSING_REGULAR_PAYMENT' ? anomaly.reason.lastPaidOn : addDays(anomaly.day, -7);
  query.set('from', addDays(from, anomaly.reason.code === 'MISSING_REGULAR_PAYMENT' ? -31 : 0));
  query.set('to', addDays(anomaly.day, 7));
  return `/analytics/discover?${query}`;
}
