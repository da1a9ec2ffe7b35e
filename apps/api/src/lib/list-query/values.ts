import { invalidQuery, shown } from './invalid-query';
import type { ValueType } from './list-query.types';

/** How to read one raw value: its type, an enum's allowed values, an integer column's bounds. */
export interface ValueRule {
  type: ValueType;
  values?: readonly string[];
  bounds?: readonly [bigint, bigint];
}

export type ParsedValue = string | number | boolean;

export const INT64_BOUNDS = [-(2n ** 63n), 2n ** 63n - 1n] as const;

const INTEGER = /^[+-]?\d{1,20}$/;
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years below 100 to the 1900s.
  date.setUTCFullYear(year, month - 1, day);
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

function offsetIsValid(offset: string): boolean {
  if (offset === 'Z') return true;
  const digits = offset.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  return hours <= 15 && minutes <= 59;
}

/**
 * An ISO date stays `YYYY-MM-DD`; a datetime is rebuilt from its checked parts with `Z` when it
 * names no offset, so PostgreSQL reads it the same whatever the session's time zone. `now` is the
 * current instant, bound like any other value.
 */
function parseDate(raw: string): string | undefined {
  if (raw === 'now') return new Date().toISOString();
  if (isCalendarDate(raw)) return raw;
  const match = DATETIME.exec(raw);
  if (!match) return undefined;
  const [, day, hours, minutes, seconds = '00', fraction = '', offset = 'Z'] = match;
  const timeIsValid = Number(hours) <= 23 && Number(minutes) <= 59 && Number(seconds) <= 59;
  if (!isCalendarDate(day!) || !timeIsValid || !offsetIsValid(offset)) return undefined;
  return `${day}T${hours}:${minutes}:${seconds}${fraction}${offset}`;
}

function parseInteger(raw: string, where: string, bounds: readonly [bigint, bigint]): string {
  if (!INTEGER.test(raw)) throw invalidQuery(`Invalid integer "${shown(raw)}" in ${where}`);
  const value = BigInt(raw);
  if (value < bounds[0] || value > bounds[1])
    throw invalidQuery(`Integer "${shown(raw)}" is out of range in ${where}`);
  return value.toString();
}

function parseNumber(raw: string, where: string): number {
  const value = NUMBER.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value)) throw invalidQuery(`Invalid number "${shown(raw)}" in ${where}`);
  return value;
}

/** Reads one raw query value as `rule` says, or throws a 400 naming `where` (the query key). */
export function parseValue(rule: ValueRule, raw: string, where: string): ParsedValue {
  switch (rule.type) {
    case 'string':
      return raw;
    case 'integer':
      return parseInteger(raw, where, rule.bounds ?? INT64_BOUNDS);
    case 'number':
      return parseNumber(raw, where);
    case 'boolean':
      if (raw === 'true' || raw === 'false') return raw === 'true';
      throw invalidQuery(`Invalid boolean "${shown(raw)}" in ${where}: expected true or false`);
    case 'date': {
      const date = parseDate(raw);
      if (date === undefined) {
        throw invalidQuery(`Invalid date "${shown(raw)}" in ${where}: expected an ISO date, datetime or now`);
      }
      return date;
    }
    case 'enum':
      if (rule.values?.includes(raw)) return raw;
      throw invalidQuery(
        `Invalid value "${shown(raw)}" in ${where}: expected one of ${rule.values?.join(', ')}`,
      );
    case 'uuid':
      if (UUID.test(raw)) return raw.toLowerCase();
      throw invalidQuery(`Invalid id "${shown(raw)}" in ${where}: expected a UUID`);
  }
}
