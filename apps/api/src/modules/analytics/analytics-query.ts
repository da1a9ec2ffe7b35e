import type { AnalyticsQuery } from '@tranche/contracts';
import {
  type Currency,
  type DayRange,
  type IsoDate,
  isCurrency,
  isIsoDate,
  isoDateOf,
  periodRange,
} from '@tranche/domain';
import { badRequest } from '../../lib/app-error';
import type { AccountCaller } from '../accounts/account-context';

/** Without `period`, `start` or `end`: the last year up to today. */
const DEFAULT_PERIOD = 'LAST_1_YEAR' as const;
/** Enough for two years by day; a longer day series is asked for in parts. */
const MAX_PERIODS = 800;
const MAX_TIMESTAMPS = 50;

export const today = (): IsoDate => isoDateOf(new Date());

/** The days a series covers: `period` ending today, or `start`…`end` (either defaulting around the other). */
export function rangeOf(
  query: Pick<AnalyticsQuery, 'period' | 'start' | 'end'>,
  now: IsoDate = today(),
): DayRange {
  if (query.period) return periodRange(query.period, now);
  if (!query.start && !query.end) return periodRange(DEFAULT_PERIOD, now);
  const end = query.end ?? now;
  const start = query.start ?? periodRange(DEFAULT_PERIOD, end).start;
  if (end < start) throw badRequest('INVALID_RANGE', 'The end date must not be before the start date.');
  return { start, end };
}

export function checkPeriodCount(count: number): void {
  if (count > MAX_PERIODS)
    throw badRequest(
      'RANGE_TOO_LONG',
      `At most ${MAX_PERIODS} periods per request; choose a coarser interval.`,
    );
}

/** `currency` when given, else the company's self-assessment currency, else the user's profile currency. */
export function currencyFor(caller: AccountCaller, asked: Currency | undefined): Currency {
  if (asked) return asked;
  const company = caller.account.selfAssessmentCurrency;
  if (company && isCurrency(company)) return company;
  return isCurrency(caller.profile.currency) ? caller.profile.currency : 'EUR';
}

/** Reads `timestamps` (days, ISO date-times or epoch milliseconds) as UTC days. */
export function parseTimestamps(raw: string | undefined): IsoDate[] {
  if (!raw) return [];
  const parts = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length > MAX_TIMESTAMPS)
    throw badRequest('TOO_MANY_TIMESTAMPS', `At most ${MAX_TIMESTAMPS} timestamps.`);
  return parts.map((part) => {
    if (isIsoDate(part)) return part;
    const instant = /^\d{1,15}$/.test(part) ? new Date(Number(part)) : new Date(part);
    if (Number.isNaN(instant.getTime()) || !/^\d/.test(part))
      throw badRequest('INVALID_TIMESTAMP', `Not a day, date-time or epoch milliseconds: ${part}`);
    return isoDateOf(instant);
  });
}

/** Comma-separated values of a trading filter, each checked. */
export function listOf<T>(
  raw: string | undefined,
  accept: (value: string) => T | null,
  what: string,
): T[] | undefined {
  if (!raw) return undefined;
  return raw.split(',').map((part) => {
    const value = accept(part.trim());
    if (value === null) throw badRequest('INVALID_FILTER', `Not a valid ${what}: ${part}`);
    return value;
  });
}
