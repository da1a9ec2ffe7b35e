import { describe, expect, it } from 'vitest';
import { accountKey, clientAccount, investorAccount, trancheFees, world } from './accounts';
import {
  acceptanceEntries,
  bidReserveEntry,
  depositEntry,
  feeOf,
  repaymentEntry,
  reserveReleaseEntry,
  withdrawalEntry,
} from './entry-builders';
import { entryProblems, InvalidEntryError, type JournalEntry } from './journal-entry';
import {
  balanceOf,
  balancesOf,
  emptyLedger,
  type LedgerBook,
  postAll,
  postEntry,
  totalsByCurrency,
} from './ledger-book';

const bookedOn = '2026-02-01';
const key = accountKey;

function post(ledger: LedgerBook, ...entries: JournalEntry[]): LedgerBook {
  const result = postAll(ledger, entries);
  if (result.status === 'refused') throw new Error(JSON.stringify(result.problems));
  return result.ledger;
}

describe('ledger: a whole sale worked by hand', () => {
  it('deposit 10,000, bid 9,000, accept with 1 % fee, one repayment of 833.34', () => {
    let ledger = post(
      emptyLedger(),
      depositEntry({ depositId: 'd1', investorId: 'i1', currency: 'EUR', amountMinor: 1_000_000, bookedOn }),
      bidReserveEntry({ orderId: 'o1', investorId: 'i1', currency: 'EUR', amountMinor: 900_000, bookedOn }),
    );
    expect(balanceOf(ledger, key(investorAccount('i1', 'cash', 'EUR')))).toBe(100_000);
    expect(balanceOf(ledger, key(investorAccount('i1', 'reserved', 'EUR')))).toBe(900_000);

    const acceptance = acceptanceEntries({
      orderId: 'o1',
      assetId: 'a1',
      investorId: 'i1',
      clientId: 'c1',
      currency: 'EUR',
      priceMinor: 900_000,
      reservedMinor: 900_000,
      repaymentMinor: 1_000_000,
      bookedOn,
    });
    expect(acceptance.map((entry) => entry.reason)).toEqual(['payout', 'fee']);
    ledger = post(ledger, ...acceptance);
    // the investor pays exactly the price; the client keeps price − 1 % = 8,910.00; Tranche 90.00
    expect(balanceOf(ledger, key(investorAccount('i1', 'reserved', 'EUR')))).toBe(0);
    expect(balanceOf(ledger, key(clientAccount('c1', 'cash', 'EUR')))).toBe(891_000);
    expect(balanceOf(ledger, key(trancheFees('EUR')))).toBe(9_000);
    expect(balanceOf(ledger, key(investorAccount('i1', 'receivable', 'EUR')))).toBe(1_000_000);
    expect(balanceOf(ledger, key(clientAccount('c1', 'payable', 'EUR')))).toBe(-1_000_000);

    ledger = post(
      ledger,
      repaymentEntry({
        assetPaymentId: 'ap1',
        assetId: 'a1',
        investorId: 'i1',
        clientId: 'c1',
        currency: 'EUR',
        amountMinor: 83_334,
        source: 'bank-transfer',
        bookedOn,
      }),
      withdrawalEntry({
        withdrawalId: 'w1',
        owner: { kind: 'client', id: 'c1' },
        currency: 'EUR',
        amountMinor: 891_000,
        bookedOn,
      }),
    );
    expect(balanceOf(ledger, key(investorAccount('i1', 'cash', 'EUR')))).toBe(183_334);
    expect(balanceOf(ledger, key(investorAccount('i1', 'receivable', 'EUR')))).toBe(916_666);
    expect(balanceOf(ledger, key(world('EUR')))).toBe(-1_000_000 - 83_334 + 891_000);
    expect(totalsByCurrency(ledger)).toEqual(new Map([['EUR', 0]]));
    expect(balancesOf(ledger.entries.values())).toEqual(ledger.balances);
  });

  it('returns a reserve above the price to the investor and rounds the fee once', () => {
    const [payout, fee] = acceptanceEntries({
      orderId: 'o2',
      assetId: 'a2',
      investorId: 'i1',
      clientId: 'c1',
      currency: 'USD',
      priceMinor: 12_345,
      reservedMinor: 13_000,
      repaymentMinor: 13_500,
      feeBps: 150,
      bookedOn,
    });
    expect(
      payout?.postings.find((p) => p.account.type === 'cash' && p.account.ownerKind === 'investor')
        ?.amountMinor,
    ).toBe(655);
    // 123.45 × 1.5 % = 1.851 75 → 1.85
    expect(fee?.postings.map((p) => p.amountMinor)).toEqual([-185, 185]);
    expect(feeOf(12_345, 0)).toBe(0);
    expect(
      acceptanceEntries({
        orderId: 'o3',
        assetId: 'a',
        investorId: 'i',
        clientId: 'c',
        currency: 'USD',
        priceMinor: 1,
        reservedMinor: 1,
        repaymentMinor: 2,
        feeBps: 0,
        bookedOn,
      }),
    ).toHaveLength(1);
    expect(() =>
      acceptanceEntries({
        orderId: 'o4',
        assetId: 'a',
        investorId: 'i',
        clientId: 'c',
        currency: 'USD',
        priceMinor: 10,
        reservedMinor: 9,
        repaymentMinor: 12,
        bookedOn,
      }),
    ).toThrow(RangeError);
  });
});

describe('ledger: what it refuses', () => {
  const valid = depositEntry({
    depositId: 'd1',
    investorId: 'i1',
    currency: 'EUR',
    amountMinor: 500,
    bookedOn,
  });

  it('refuses unbalanced, mixed-currency, zero, fractional and keyless entries', () => {
    const cash = investorAccount('i1', 'cash', 'EUR');
    const problems = (postings: JournalEntry['postings'], extra: Partial<JournalEntry> = {}) =>
      entryProblems({ ...valid, ...extra, postings }).map((p) => p.code);
    expect(
      problems([
        { account: world('EUR'), amountMinor: -500 },
        { account: cash, amountMinor: 499 },
      ]),
    ).toEqual(['UNBALANCED']);
    expect(
      problems([
        { account: world('USD'), amountMinor: -500 },
        { account: cash, amountMinor: 500 },
      ]),
    ).toEqual(['MIXED_CURRENCY']);
    expect(
      problems([
        { account: world('EUR'), amountMinor: 0 },
        { account: cash, amountMinor: 0 },
      ]),
    ).toEqual(['ZERO_POSTING', 'ZERO_POSTING']);
    expect(
      problems([
        { account: world('EUR'), amountMinor: -0.5 },
        { account: cash, amountMinor: 0.5 },
      ]),
    ).toEqual(['NOT_AN_AMOUNT', 'NOT_AN_AMOUNT']);
    expect(problems([{ account: cash, amountMinor: 0 }])).toEqual(['TOO_FEW_POSTINGS', 'ZERO_POSTING']);
    expect(problems(valid.postings, { idempotencyKey: ' ' })).toEqual(['NO_IDEMPOTENCY_KEY']);
    expect(
      problems([
        { account: { ...cash, type: 'fees' }, amountMinor: 500 },
        { account: world('EUR'), amountMinor: -500 },
      ]),
    ).toEqual(['INVALID_ACCOUNT']);
    expect(() =>
      depositEntry({ depositId: 'x', investorId: 'a:b', currency: 'EUR', amountMinor: 1, bookedOn }),
    ).toThrow(InvalidEntryError);
    expect(() =>
      depositEntry({ depositId: 'x', investorId: 'i', currency: 'EUR', amountMinor: -1, bookedOn }),
    ).toThrow(RangeError);
  });

  it('posts an event once: the same entry again changes nothing, another one under its key is refused', () => {
    const once = post(emptyLedger(), valid);
    expect(postEntry(once, valid)).toEqual({ status: 'duplicate', ledger: once });
    const other = {
      ...valid,
      postings: valid.postings.map((p) => ({ ...p, amountMinor: p.amountMinor * 2 })),
    };
    expect(postEntry(once, other)).toMatchObject({
      status: 'refused',
      problems: [{ code: 'IDEMPOTENCY_CONFLICT' }],
    });
  });

  it('refuses a reserve beyond the cash and a release of what was never reserved, whole', () => {
    const funded = post(emptyLedger(), valid);
    const tooMuch = postEntry(
      funded,
      bidReserveEntry({ orderId: 'o1', investorId: 'i1', currency: 'EUR', amountMinor: 501, bookedOn }),
    );
    expect(tooMuch).toMatchObject({
      status: 'refused',
      ledger: funded,
      problems: [{ code: 'BALANCE_NOT_ALLOWED', account: 'investor:i1:cash:EUR', balanceMinor: -1 }],
    });
    const release = postEntry(
      funded,
      reserveReleaseEntry({ orderId: 'o1', investorId: 'i1', currency: 'EUR', amountMinor: 1, bookedOn }),
    );
    expect(release.status).toBe('refused');
    const both = postAll(funded, [
      bidReserveEntry({ orderId: 'o1', investorId: 'i1', currency: 'EUR', amountMinor: 300, bookedOn }),
      bidReserveEntry({ orderId: 'o2', investorId: 'i1', currency: 'EUR', amountMinor: 300, bookedOn }),
    ]);
    expect(both).toMatchObject({ status: 'refused', ledger: funded });
  });
});
