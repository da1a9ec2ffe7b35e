import { addDays, addMonths, type IsoDate, isoDateToDays } from '../dates/calendar';
import { anomalyId, normaliseName, RULE_SCORE, round2, severityOf, Z_THRESHOLD } from './anomaly-id';
import type { Anomaly, AnomalyInput, BankRow } from './anomaly-types';
import { median, quantile, robustScale, robustZ } from './robust-stats';

/** How far back a transaction's baseline reaches. */
const BASELINE_DAYS = 365;
/** A counterparty needs this many earlier payments before an amount of its can be unusual. */
const MIN_COUNTERPARTY_SAMPLE = 6;
/** A category needs this many earlier payments to stand in for a counterparty with too few. */
const MIN_CATEGORY_SAMPLE = 20;
/**
 * Besides |z| ≥ 3.5, an unusual amount is at least this many times the usual one (the
 * counterparty's; 3× against a category, which mixes payees): a payee billed the same amount every
 * month has no spread at all, and then any change, however small, would be "infinitely" unusual.
 */
const MIN_RATIO = { counterparty: 2, category: 3 } as const;
/** A new payee's first payment is large from the 95th percentile of the account currency's payments out. */
const NEW_PAYEE_QUANTILE = 0.95;
/** The bank history must reach this far back before any payee can be told to be new. */
const NEW_PAYEE_HISTORY_DAYS = 90;
/** Same counterparty, currency and amount within this many days: a duplicate. */
export const DUPLICATE_WINDOW_DAYS = 2;
/** A counterparty paid this many months in a row is paid regularly. */
export const REGULAR_MONTHS = 4;
/** Intervals between monthly payments (weekends and month lengths move them). */
const MONTHLY_INTERVAL = { min: 20, max: 45 } as const;
/** An expected payment is missing once this many days have passed after its expected day. */
const MISSING_GRACE_DAYS = 10;

const days = (from: IsoDate, to: IsoDate) => isoDateToDays(to) - isoDateToDays(from);
const keyOf = (row: BankRow) => `${normaliseName(row.counterparty ?? '')}|${row.currency}`;
const inWindow = (day: IsoDate, input: AnomalyInput) => day >= input.dateFrom && day <= input.dateTo;
const byDay = (a: BankRow, b: BankRow) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.id < b.id ? -1 : 1);

function groupBy(rows: readonly BankRow[], key: (row: BankRow) => string | null): Map<string, BankRow[]> {
  const groups = new Map<string, BankRow[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const list = groups.get(k) ?? [];
    list.push(row);
    groups.set(k, list);
  }
  return groups;
}

/** The rows of a sorted list in the baseline year before `day` (not that day itself). */
const before = (rows: readonly BankRow[], day: IsoDate) => {
  const from = addDays(day, -BASELINE_DAYS);
  return rows.filter((row) => row.day >= from && row.day < day);
};

/** Transfers between the company's own accounts (taxonomy level 2) are neither payees nor costs. */
const OWN_ACCOUNTS = 'transfers.own_accounts';

/**
 * Bank transactions, money out only (what a company pays is where a mistake or a fraud costs it;
 * money in is its customers', scored under payments): four detectors, each documented below.
 */
export function bankAnomalies(input: AnomalyInput): Anomaly[] {
  const rows = (input.bank ?? []).filter((row) => !row.category?.startsWith(OWN_ACCOUNTS)).sort(byDay);
  const out = rows.filter((row) => row.amountMinor < 0);
  const named = out.filter((row) => (row.counterparty ?? '').trim() !== '');
  const byParty = groupBy(named, keyOf);
  const firstSeen = new Map<string, IsoDate>();
  for (const row of rows) {
    const name = normaliseName(row.counterparty ?? '');
    if (name !== '' && !firstSeen.has(name)) firstSeen.set(name, row.day);
  }
  return [
    ...unusualAmounts(input, out, byParty),
    ...newPayees(input, rows, out, firstSeen),
    ...duplicates(input, byParty),
    ...missingPayments(input, byParty),
  ];
}

/**
 * UNUSUAL_AMOUNT: each payment against the same counterparty's payments (same currency) of the
 * year before it — at least 6 of them — else against its category's (at least 20). Score = robust
 * z of log(amount) (median and 1.4826 × MAD of the logs: amounts vary by factors, not by euros);
 * flagged when z ≥ 3.5 and the amount is at least 2× (category: 3×) the median. Only larger
 * amounts are flagged: a smaller bill is not a risk. Typical range: the median ± 2 robust standard
 * deviations, back in money.
 */
function unusualAmounts(
  input: AnomalyInput,
  out: readonly BankRow[],
  byParty: Map<string, BankRow[]>,
): Anomaly[] {
  const byCategory = groupBy(out, (row) => (row.category ? `${row.category}|${row.currency}` : null));
  const found: Anomaly[] = [];
  for (const row of out) {
    if (!inWindow(row.day, input)) continue;
    const party = row.counterparty?.trim() ? before(byParty.get(keyOf(row)) ?? [], row.day) : [];
    const basis = party.length >= MIN_COUNTERPARTY_SAMPLE ? 'counterparty' : 'category';
    const sample =
      basis === 'counterparty'
        ? party
        : party.length === 0 && row.category
          ? before(byCategory.get(`${row.category}|${row.currency}`) ?? [], row.day)
          : [];
    if (sample.length < (basis === 'counterparty' ? MIN_COUNTERPARTY_SAMPLE : MIN_CATEGORY_SAMPLE)) continue;
    const logs = sample.map((other) => Math.log(-other.amountMinor));
    const scale = robustScale(logs);
    const amount = -row.amountMinor;
    const z = robustZ(Math.log(amount), scale);
    const usual = Math.exp(scale.median);
    if (z < Z_THRESHOLD || amount < MIN_RATIO[basis] * usual) continue;
    found.push({
      id: anomalyId('unusual_amount', row.id),
      kind: 'unusual_amount',
      area: 'bank',
      day: row.day,
      month: null,
      score: round2(z),
      severity: severityOf(z),
      amountMinor: row.amountMinor,
      currency: row.currency,
      subject: basis === 'counterparty' ? (row.counterparty ?? '') : (row.category ?? ''),
      reason: {
        code: 'UNUSUAL_AMOUNT',
        expectedMinor: -Math.round(usual),
        typicalRange: [
          -Math.round(Math.exp(scale.median + 2 * scale.sigma)),
          -Math.round(Math.exp(scale.median - 2 * scale.sigma)),
        ],
        basis,
        sampleSize: sample.length,
      },
      rows: {
        transactionIds: [row.id],
        ...(row.counterparty ? { counterparty: row.counterparty } : {}),
      },
    });
  }
  return found;
}

/**
 * NEW_PAYEE_LARGE: the first payment ever to a counterparty (never seen in or out before, in a bank
 * history reaching at least 90 days back) that is at least the 95th percentile of the year's
 * payments out in its currency (at least 20 of them). A rule: high from twice that percentile.
 */
function newPayees(
  input: AnomalyInput,
  rows: readonly BankRow[],
  out: readonly BankRow[],
  firstSeen: Map<string, IsoDate>,
): Anomaly[] {
  const start = rows[0]?.day;
  if (start === undefined) return [];
  const byCurrency = groupBy(out, (row) => row.currency);
  const seen = new Set<string>();
  const found: Anomaly[] = [];
  for (const row of out) {
    const name = normaliseName(row.counterparty ?? '');
    if (name === '' || seen.has(name) || firstSeen.get(name) !== row.day) continue;
    seen.add(name);
    if (!inWindow(row.day, input) || days(start, row.day) < NEW_PAYEE_HISTORY_DAYS) continue;
    const sample = before(byCurrency.get(row.currency) ?? [], row.day).map((other) => -other.amountMinor);
    if (sample.length < MIN_CATEGORY_SAMPLE) continue;
    const large = Math.round(quantile(sample, NEW_PAYEE_QUANTILE));
    if (-row.amountMinor < large) continue;
    const score = -row.amountMinor >= 2 * large ? RULE_SCORE.high : RULE_SCORE.medium;
    found.push({
      id: anomalyId('new_payee', row.id),
      kind: 'new_payee',
      area: 'bank',
      day: row.day,
      month: null,
      score,
      severity: severityOf(score),
      amountMinor: row.amountMinor,
      currency: row.currency,
      subject: row.counterparty ?? '',
      reason: { code: 'NEW_PAYEE_LARGE', largeFromMinor: -large, historyDays: days(start, row.day) },
      rows: { transactionIds: [row.id], counterparty: row.counterparty ?? '' },
    });
  }
  return found;
}

/**
 * DUPLICATE_PAYMENT: payments to the same counterparty of the same amount and currency booked on
 * the same day or within 2 days of each other, under different ids. One finding per cluster,
 * dated on its last payment. A rule: high.
 */
function duplicates(input: AnomalyInput, byParty: Map<string, BankRow[]>): Anomaly[] {
  const found: Anomaly[] = [];
  for (const rows of byParty.values()) {
    const byAmount = groupBy(rows, (row) => String(row.amountMinor));
    for (const same of byAmount.values()) {
      if (same.length < 2) continue;
      let cluster: BankRow[] = [same[0]!];
      const flush = () => {
        const ids = new Set(cluster.map((row) => row.id));
        const last = cluster.at(-1)!;
        if (ids.size >= 2 && inWindow(last.day, input)) {
          found.push({
            id: anomalyId('duplicate', ...[...ids].sort()),
            kind: 'duplicate',
            area: 'bank',
            day: last.day,
            month: null,
            score: RULE_SCORE.high,
            severity: 'high',
            amountMinor: last.amountMinor,
            currency: last.currency,
            subject: last.counterparty ?? '',
            reason: {
              code: 'DUPLICATE_PAYMENT',
              daysApart: days(cluster[0]!.day, last.day),
              count: ids.size,
            },
            rows: { transactionIds: [...ids], counterparty: last.counterparty ?? '' },
          });
        }
      };
      for (const row of same.slice(1)) {
        if (days(cluster.at(-1)!.day, row.day) <= DUPLICATE_WINDOW_DAYS) cluster.push(row);
        else {
          flush();
          cluster = [row];
        }
      }
      flush();
    }
  }
  return found;
}

/**
 * MISSING_REGULAR_PAYMENT: a counterparty paid once a month (20 to 45 days apart) at least 4 months
 * in a row whose next payment did not come: the next one is more than 45 days after the last, or
 * none has come 10 days after the expected day (the last day + one month). Only the first missing
 * month of a gap is flagged. A rule: high when the payments stopped (none since), else medium.
 */
function missingPayments(input: AnomalyInput, byParty: Map<string, BankRow[]>): Anomaly[] {
  const found: Anomaly[] = [];
  for (const rows of byParty.values()) {
    let streak = 1;
    rows.forEach((row, i) => {
      const next = rows[i + 1];
      const expected = addMonths(row.day, 1);
      const gap = next === undefined ? null : days(row.day, next.day);
      const late = next === undefined && days(expected, input.today) > MISSING_GRACE_DAYS;
      if ((gap !== null && gap > MONTHLY_INTERVAL.max) || late) {
        if (streak >= REGULAR_MONTHS && inWindow(expected, input)) {
          const recent = rows.slice(Math.max(0, i - 2), i + 1).map((other) => other.amountMinor);
          const score = next === undefined ? RULE_SCORE.high : RULE_SCORE.medium;
          found.push({
            id: anomalyId('missing_payment', keyOf(row), expected.slice(0, 7)),
            kind: 'missing_payment',
            area: 'bank',
            day: expected,
            month: null,
            score,
            severity: severityOf(score),
            amountMinor: Math.round(median(recent)),
            currency: row.currency,
            subject: row.counterparty ?? '',
            reason: {
              code: 'MISSING_REGULAR_PAYMENT',
              expectedDate: expected,
              expectedMinor: Math.round(median(recent)),
              monthsPaid: streak,
              lastPaidOn: row.day,
            },
            rows: {
              transactionIds: rows.slice(Math.max(0, i - 2), i + 1).map((other) => other.id),
              counterparty: row.counterparty ?? '',
            },
          });
        }
      }
      if (gap === null) return;
      streak = gap >= MONTHLY_INTERVAL.min && gap <= MONTHLY_INTERVAL.max ? streak + 1 : 1;
    });
  }
  return found;
}
