import { describe, expect, it } from 'vitest';
import { analyticsExample } from './analytics-examples';
import { analyticsCsv, exportFileName } from './analytics-export';

describe('analytics CSV', () => {
  it('writes one row per period in major units, negative amounts staying numbers', () => {
    const period = analyticsExample.data.periods[0]!;
    const csv = analyticsCsv({
      ...analyticsExample.data,
      periods: [
        period,
        { ...period, netNewMrr: -12_345, mrrGrowth: { kind: 'undefined', reason: 'NO_START_MRR' } },
      ],
    });
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    const header = lines[0]!.split(',');
    const second = lines[2]!.split(',');
    expect(second[header.indexOf('mrr')]).toBe('185000.00');
    expect(second[header.indexOf('net_new_mrr')]).toBe('-123.45');
    expect(second[header.indexOf('mrr_growth_percent')]).toBe('');
    expect(lines[1]!.split(',')[header.indexOf('customer_churn_rate_percent')]).toBe('2.24');
  });

  it('names the download safely', () => {
    expect(exportFileName('=cmd|/c calc', 'x')).toBe('cmd-c-calc.csv');
    expect(exportFileName(undefined, 'analytics-2026-01-01-2026-12-31')).toBe(
      'analytics-2026-01-01-2026-12-31.csv',
    );
    expect(exportFileName('../../etc/passwd.csv', 'x')).toBe('etc-passwd.csv');
  });
});
