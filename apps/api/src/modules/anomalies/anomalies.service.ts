import type { Anomalies, AnomaliesQuery } from '@tranche/contracts/anomalies';
import {
  addDays,
  addMonths,
  type Currency,
  detectAnomalies,
  type IsoDate,
  isoDateOf,
  monthOf,
  periodEnd,
  type RevenueMonth,
} from '@tranche/domain';
import type { Container } from '../../container';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { AccountCaller } from '../accounts/account-context';
import { kpiPeriodsFromDatabase } from '../analytics/analytics.service';
import { reportCurrencyConverter } from '../discover/discover-money';
import { bankRows, invoiceRows, paymentMonths } from './anomalies.repo';

/** The baseline bank and payment findings are measured against: two years before the range's last month. */
const BASELINE_MONTHS = 24;
/** Revenue reads three years: long enough to take out the trend and the yearly season. */
const REVENUE_MONTHS = 36;
/** The longest range asked for: three years of days. */
const MAX_RANGE_DAYS = 1_100;

/** Anomalies are a company's own: any other company's id is answered like one that does not exist. */
function ownCompany(caller: AccountCaller, id: string | undefined): string {
  if (id !== undefined && id !== caller.account.id) throw notFound('Company not found');
  return caller.account.id;
}

/**
 * The whole months of the baseline and range whose MRR movements the KPI engine's SQL path gives,
 * in the report currency. No revenue finding when the database has no rate for a day it needs
 * (the bank and payment findings stand without it).
 */
async function revenueMonths(
  container: Container,
  accountId: string,
  currency: Currency,
  from: IsoDate,
  lastDay: IsoDate,
): Promise<RevenueMonth[]> {
  const months: { start: IsoDate; end: IsoDate }[] = [];
  for (let month = from; periodEnd(month, 'month') <= lastDay; month = addMonths(month, 1))
    months.push({ start: month, end: periodEnd(month, 'month') });
  if (months.length === 0) return [];
  try {
    const periods = await kpiPeriodsFromDatabase(container.database.db, { accountId, currency }, months);
    return periods.map((period) => ({
      month: period.start,
      startMrr: period.startMrr,
      movements: period.movements,
    }));
  } catch (error) {
    if (error instanceof AppError && error.code === 'NO_EXCHANGE_RATE') return [];
    throw error;
  }
}

/** GET analytics/anomalies: what is out of pattern from date_from to date_to, newest first. */
export async function anomalies(
  container: Container,
  caller: AccountCaller,
  query: AnomaliesQuery,
  now = new Date(),
): Promise<Anomalies> {
  const accountId = ownCompany(caller, query.id_client);
  const today = isoDateOf(now);
  const dateTo = query.date_to ?? today;
  const dateFrom = query.date_from ?? addMonths(monthOf(dateTo), -5);
  if (dateFrom > dateTo) throw badRequest('VALIDATION', 'date_from: must not be after date_to');
  if (addDays(dateFrom, MAX_RANGE_DAYS) < dateTo)
    throw badRequest('VALIDATION', 'date_from: the range must not span more than three years');
  const { currency } = query;
  const { db } = container.database;
  const from = [dateFrom, addMonths(monthOf(dateTo), -BASELINE_MONTHS)].sort()[0]!;
  const until = [dateTo, today].sort()[0]!;

  const [bank, attempts, invoices, revenue] = await Promise.all([
    bankRows(db, accountId, from, until),
    paymentMonths(db, accountId, from, until),
    invoiceRows(db, accountId, addMonths(from, -12), until),
    revenueMonths(
      container,
      accountId,
      currency,
      [monthOf(dateFrom), addMonths(monthOf(dateTo), -REVENUE_MONTHS)].sort()[0]!,
      addDays(until, until === today ? -1 : 0),
    ),
  ]);
  const convert = await reportCurrencyConverter(
    db,
    currency,
    invoices.map((invoice) => invoice.currency),
  );
  const found = detectAnomalies({
    currency,
    // What is known ends with the range: a payment after date_to is not "missing" yet.
    today: until,
    dateFrom,
    dateTo,
    revenue,
    paymentMonths: attempts,
    invoices: invoices.map((invoice) => ({
      ...invoice,
      reportTotalMinor: convert(invoice.totalMinor, invoice.currency, invoice.issuedOn),
    })),
    bank,
  });
  return { currency, dateFrom, dateTo, anomalies: found };
}
