import { describe, expect, it } from 'vitest';
import { BANK_SYNCS_PER_ACCOUNT_PER_DAY, bankSyncAllowed, nextBankSyncAt } from './banking-limits';

const now = '2026-11-20T12:00:00.000Z';

describe('bank sync limits', () => {
  it('allows four syncs of an account in any 24 hours', () => {
    expect(BANK_SYNCS_PER_ACCOUNT_PER_DAY).toBe(4);
    expect(bankSyncAllowed([], now)).toBe(true);
    const three = ['2026-11-20T01:00:00.000Z', '2026-11-20T05:00:00.000Z', '2026-11-20T09:00:00.000Z'];
    expect(bankSyncAllowed(three, now)).toBe(true);
    expect(bankSyncAllowed([...three, '2026-11-20T11:59:00.000Z'], now)).toBe(false);
  });

  it('counts a rolling day, not the calendar day, and ignores syncs outside it', () => {
    const lateYesterday = [
      '2026-11-19T20:00:00.000Z',
      '2026-11-19T21:00:00.000Z',
      '2026-11-19T22:00:00.000Z',
    ];
    // Three syncs late yesterday and one this morning: a calendar day would allow a fifth.
    expect(bankSyncAllowed([...lateYesterday, '2026-11-20T08:00:00.000Z'], now)).toBe(false);
    const old = ['2026-11-19T11:00:00.000Z', '2026-11-19T12:00:00.000Z'];
    expect(bankSyncAllowed([...old, ...lateYesterday], now)).toBe(true);
    // A time after now (a clock skew) or not a time does not count.
    expect(bankSyncAllowed([...lateYesterday, '2026-11-21T00:00:00.000Z', 'never'], now)).toBe(true);
  });

  it('tells when the next sync is allowed', () => {
    expect(nextBankSyncAt([], now)).toBe(now);
    const four = [
      '2026-11-20T09:00:00.000Z',
      '2026-11-19T20:00:00+00:00',
      '2026-11-20T02:00:00.000Z',
      '2026-11-19T16:30:00.000Z',
    ];
    expect(nextBankSyncAt(four, now)).toBe('2026-11-20T16:30:00.000Z');
    expect(bankSyncAllowed(four, '2026-11-20T16:30:00.000Z')).toBe(true);
    expect(bankSyncAllowed(four, '2026-11-20T16:29:59.000Z')).toBe(false);
    const five = [...four, '2026-11-20T10:00:00.000Z'];
    expect(nextBankSyncAt(five, now)).toBe('2026-11-20T20:00:00.000Z');
  });

  it('refuses a time it cannot read', () => {
    expect(() => bankSyncAllowed([], 'today')).toThrow(RangeError);
  });
});
