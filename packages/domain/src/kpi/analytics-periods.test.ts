import { describe, expect, it } from 'vitest';
import { ANALYTICS_PERIODS, periodRange, splitRange } from './analytics-periods';

describe('periodRange (spec §9)', () => {
  it('ends today and reaches back the period', () => {
    const today = '2026-11-23';
    expect(periodRange('LAST_30_DAYS', today)).toEqual({ start: '2026-10-25', end: today });
    expect(periodRange('LAST_60_DAYS', today).start).toBe('2026-09-25');
    expect(periodRange('LAST_90_DAYS', today).start).toBe('2026-08-26');
    expect(periodRange('LAST_2_MONTHS', today).start).toBe('2026-09-24');
    expect(periodRange('LAST_3_MONTHS', today).start).toBe('2026-08-24');
    expect(periodRange('LAST_5_MONTHS', today).start).toBe('2026-06-24');
    expect(periodRange('LAST_6_MONTHS', today).start).toBe('2026-05-24');
    expect(periodRange('LAST_9_MONTHS', today).start).toBe('2026-02-24');
    expect(periodRange('LAST_1_YEAR', today).start).toBe('2025-11-24');
    expect(periodRange('LAST_2_YEARS', today).start).toBe('2024-11-24');
    expect(periodRange('LAST_1_YEAR', '2024-02-29').start).toBe('2023-03-01');
    expect(ANALYTICS_PERIODS).toHaveLength(10);
  });
});

describe('splitRange', () => {
  it('cuts ISO weeks, months and quarters to the range', () => {
    // 2026-11-04 is a Wednesday.
    expect(splitRange({ start: '2026-11-04', end: '2026-11-17' }, 'week')).toEqual([
      { start: '2026-11-04', end: '2026-11-08' },
      { start: '2026-11-09', end: '2026-11-15' },
      { start: '2026-11-16', end: '2026-11-17' },
    ]);
    expect(splitRange({ start: '2024-01-15', end: '2024-03-10' }, 'month')).toEqual([
      { start: '2024-01-15', end: '2024-01-31' },
      { start: '2024-02-01', end: '2024-02-29' },
      { start: '2024-03-01', end: '2024-03-10' },
    ]);
    expect(splitRange({ start: '2025-02-10', end: '2025-12-31' }, 'quarter')).toEqual([
      { start: '2025-02-10', end: '2025-03-31' },
      { start: '2025-04-01', end: '2025-06-30' },
      { start: '2025-07-01', end: '2025-09-30' },
      { start: '2025-10-01', end: '2025-12-31' },
    ]);
    expect(splitRange({ start: '2025-12-30', end: '2026-01-01' }, 'day')).toHaveLength(3);
    // 2024-12-30 is the Monday of ISO week 1 of 2025: the week crosses the year.
    expect(splitRange({ start: '2024-12-29', end: '2025-01-05' }, 'week')).toEqual([
      { start: '2024-12-29', end: '2024-12-29' },
      { start: '2024-12-30', end: '2025-01-05' },
    ]);
    expect(() => splitRange({ start: '2025-01-02', end: '2025-01-01' }, 'day')).toThrow(RangeError);
  });
});
