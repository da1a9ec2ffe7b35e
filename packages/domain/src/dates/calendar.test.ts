import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  civilFromDays,
  daysFromCivil,
  formatDayMonthYear,
  isoDateOf,
  isoDateToDays,
  parseDayMonthYear,
  parseIsoDate,
  startOfDayUtc,
} from './calendar';

describe('calendar', () => {
  it('agrees with Date.UTC on day numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (days) => {
        const civil = civilFromDays(days);
        expect(Date.UTC(civil.year, civil.month - 1, civil.day) / 86_400_000).toBe(days);
        expect(daysFromCivil(civil)).toBe(days);
      }),
    );
  });

  it('parses ISO dates and refuses impossible ones', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2024-13-01')).toBeNull();
    expect(parseIsoDate('2024-1-01')).toBeNull();
  });

  it('parses dd.mm.yyyy strictly', () => {
    expect(parseDayMonthYear('31.01.2024')).toBe('2024-01-31');
    expect(parseDayMonthYear('1.2.2024')).toBe('2024-02-01');
    expect(parseDayMonthYear('31.02.2024')).toBeNull();
    expect(parseDayMonthYear('29.02.2023')).toBeNull();
    expect(parseDayMonthYear('2024-01-31')).toBeNull();
    expect(parseDayMonthYear('01/02/2024')).toBeNull();
    expect(parseDayMonthYear('01.02.24')).toBeNull();
    expect(parseDayMonthYear('00.01.2024')).toBeNull();
    expect(formatDayMonthYear('2024-02-01')).toBe('01.02.2024');
  });

  it('adds months clamping to the month end', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-11-15', 3)).toBe('2025-02-15');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2024-02-29', -120)).toBe('2014-02-28');
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
  });

  it('maps instants to UTC days', () => {
    expect(isoDateOf(new Date('2024-05-01T23:59:59.999Z'))).toBe('2024-05-01');
    expect(startOfDayUtc('2024-05-01').toISOString()).toBe('2024-05-01T00:00:00.000Z');
    expect(isoDateToDays('1970-01-02')).toBe(1);
  });
});
