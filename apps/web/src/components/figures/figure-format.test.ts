import { describe, expect, it } from 'vitest';
import { createFigureFormat } from './figure-format';

const TEXTS = { undefined: 'Not defined', unavailable: 'Not connected', unlimited: 'Unlimited' };
const en = createFigureFormat('en', 'EUR', TEXTS);
const de = createFigureFormat('de', 'EUR', TEXTS);
/** Intl separates amounts from their unit or currency with a no-break space. */
const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');

describe('figure format', () => {
  it('formats money from minor units, compact on axes, in English and German', () => {
    expect(en.money(123456)).toBe('€1,234.56');
    expect(de.money(123456)).toBe(nbsp('1.234,56 €'));
    expect(en.moneyCompact(1234500)).toBe('€12.3K');
    expect(createFigureFormat('en', 'CZK', TEXTS).money(-5000)).toBe(nbsp('-CZK 50.00'));
    // Cards drop the cents of amounts from a thousand up (rounded half up), not of smaller ones.
    expect(en.headline(80712050, 'money')).toBe('€807,121');
    expect(de.headline({ kind: 'value', value: 28025 }, 'money')).toBe(nbsp('280,25 €'));
    expect(en.headline(240, 'count')).toBe('240');
  });

  it('formats each unit and says why a KPI has no number', () => {
    expect(en.kpi({ kind: 'value', value: 12.35 }, 'percent')).toBe('12.35%');
    expect(de.kpi({ kind: 'value', value: 12.35 }, 'percent')).toBe(nbsp('12,35 %'));
    expect(en.kpi({ kind: 'value', value: 89.8 }, 'percent')).toBe('89.80%');
    expect(de.kpi({ kind: 'value', value: 5 }, 'percent')).toBe(nbsp('5,00 %'));
    expect(en.kpi({ kind: 'value', value: 4.5 }, 'ratio')).toBe('4.50');
    expect(de.kpi({ kind: 'value', value: 0.3 }, 'ratio')).toBe('0,30');
    expect(en.kpi({ kind: 'value', value: 7.25 }, 'months')).toBe('7.3 months');
    expect(de.kpi(1234, 'count')).toBe('1.234');
    expect(en.kpi({ kind: 'undefined', reason: 'no customers' }, 'money')).toBe('Not defined');
    expect(en.kpi({ kind: 'unavailable', reason: 'no bank' }, 'money')).toBe('Not connected');
    expect(en.kpi({ kind: 'unlimited' }, 'months')).toBe('Unlimited');
  });

  it('says changes relative for amounts and in points for percentages, never against zero', () => {
    expect(en.change(150000, 120000, 'money')).toBe('+25.0%');
    expect(en.change(90, 100, 'count')).toBe('-10.0%');
    expect(en.change(100, 100, 'count')).toBe('0.0%');
    expect(en.change(100, 0, 'money')).toBeNull();
    expect(en.change(9.09, 10, 'percent')).toBe('-0.91');
    expect(de.change(9.09, 10, 'percent')).toBe('-0,91');
  });

  it('names periods by day, week start, month and quarter', () => {
    expect(en.periodLabel({ start: '2026-11-16', end: '2026-11-22' }, 'week')).toBe('Nov 16');
    expect(de.periodLabel({ start: '2026-11-23', end: '2026-11-23' }, 'day')).toBe('23. Nov.');
    // A first month clipped by the chosen range is still its month.
    expect(en.periodLabel({ start: '2025-11-24', end: '2025-11-30' }, 'month')).toBe('Nov 2025');
    expect(de.periodLabel({ start: '2026-10-01', end: '2026-12-31' }, 'quarter')).toBe('Q4 2026');
    expect(de.date('2026-11-23')).toBe('23.11.2026');
  });
});
