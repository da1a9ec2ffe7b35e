import { CURRENCIES } from '@tranche/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import historyPage from './fixtures/history-page.json';
import { nextQueryOf, type SumupHistoryItem, sumupHistoryItemSchema } from './sumup-client';
import { sumupAmountToMinor, sumupPaymentOf } from './sumup-transform';

// Parsed with the client's schema: the fixture must be a shape the client lets through.
const items = sumupHistoryItemSchema.array().parse(historyPage.items);
const byCode = (code: string): SumupHistoryItem => {
  const item = items.find((candidate) => candidate.transaction_code === code);
  if (item === undefined) throw new Error(`No fixture item ${code}`);
  return item;
};

describe('sumupPaymentOf', () => {
  it('reads a successful card sale (the document example) as a succeeded payment in minor units', () => {
    expect(sumupPaymentOf(byCode('TEENSK4W2K'))).toEqual({
      externalId: '410fc44a-5956-44e1-b5cc-19c6f8d727a4',
      customerExternalId: null,
      subscriptionExternalId: null,
      currency: 'EUR',
      amountMinor: 1010,
      status: 'succeeded',
      occurredAt: '2020-02-29T10:56:56.876Z',
      failureReason: null,
    });
  });

  it.each([
    ['TF2LQ7RBXA', 'failed', 'GBP', 2499],
    ['TGH93KD0PQ', 'failed', 'PLN', 12000],
    ['THZ4M1V8WS', 'pending', 'CZK', 125050],
    ['TJ6R2N9CYE', 'refunded', 'EUR', 4500],
    ['TK8D5W3HZU', 'refunded', 'USD', 8025],
  ] as const)('maps %s to %s', (code, status, currency, amountMinor) => {
    expect(sumupPaymentOf(byCode(code))).toMatchObject({
      status,
      currency,
      amountMinor,
      failureReason: null,
    });
  });

  it('normalises a timestamp with an offset to UTC', () => {
    expect(sumupPaymentOf(byCode('TF2LQ7RBXA'))?.occurredAt).toBe('2020-02-29T08:12:03.114Z');
  });

  it('skips a sale in a currency Tranche does not support', () => {
    expect(sumupPaymentOf(byCode('TL1Q7X4JMB'))).toBeNull();
  });

  it('skips the refund item of a refunded sale so the sale is not counted twice', () => {
    expect(sumupPaymentOf(byCode('TJ6R2N9CYF'))).toBeNull();
  });

  it('skips an unknown status, a missing id and an unreadable time rather than guessing', () => {
    const sale = byCode('TEENSK4W2K');
    expect(sumupPaymentOf({ ...sale, status: 'AUTHORIZED' })).toBeNull();
    expect(sumupPaymentOf({ ...sale, status: 'toString' })).toBeNull();
    expect(
      sumupPaymentOf({ ...sale, transaction_id: undefined, id: undefined, transaction_code: undefined }),
    ).toBeNull();
    expect(sumupPaymentOf({ ...sale, timestamp: 'yesterday' })).toBeNull();
    expect(sumupPaymentOf({ ...sale, amount: '10,10' })).toBeNull();
  });

  it('keeps every supported currency and a page in order', () => {
    const payments = items.flatMap((item) => sumupPaymentOf(item) ?? []);
    expect(payments.map((payment) => payment.status)).toEqual([
      'succeeded',
      'failed',
      'failed',
      'pending',
      'refunded',
      'refunded',
    ]);
  });
});

describe('sumupAmountToMinor', () => {
  it('converts without float error and accepts a decimal string', () => {
    expect(sumupAmountToMinor(10.1, 'EUR')).toBe(1010);
    expect(sumupAmountToMinor(0.29, 'EUR')).toBe(29);
    expect(sumupAmountToMinor(1.005, 'EUR')).toBe(101);
    expect(sumupAmountToMinor('19.90', 'GBP')).toBe(1990);
    expect(sumupAmountToMinor(-4.5, 'EUR')).toBe(-450);
  });

  it('rounds the float noise of a serialised sum half-up to whole cents', () => {
    expect(sumupAmountToMinor(0.1 + 0.2, 'EUR')).toBe(30);
  });

  it('refuses what is not a plain decimal or does not fit', () => {
    expect(sumupAmountToMinor('1e3', 'EUR')).toBeNull();
    expect(sumupAmountToMinor(Number.NaN, 'EUR')).toBeNull();
    expect(sumupAmountToMinor(1e20, 'EUR')).toBeNull();
  });

  it('converts any amount with at most two decimals exactly, as SumUp sends it in JSON', () => {
    const amounts = fc.record({
      minor: fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 }),
      decimals: fc.constantFrom(0, 1, 2),
      currency: fc.constantFrom(...CURRENCIES),
    });
    fc.assert(
      fc.property(amounts, ({ minor, decimals, currency }) => {
        // An amount with fewer decimals is a multiple of 10 or 100 minor units.
        const exact = minor - (minor % 10 ** (2 - decimals));
        const magnitude = Math.abs(exact);
        const major = String(Math.trunc(magnitude / 100));
        const cents = String(magnitude % 100).padStart(2, '0');
        const text = `${exact < 0 ? '-' : ''}${major}${decimals === 0 ? '' : `.${cents.slice(0, decimals)}`}`;
        const parsedJson = JSON.parse(`{"amount":${text}}`) as { amount: number };
        expect(sumupAmountToMinor(parsedJson.amount, currency)).toBe(exact === 0 ? 0 : exact);
        expect(sumupAmountToMinor(text, currency)).toBe(exact === 0 ? 0 : exact);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('nextQueryOf', () => {
  it("keeps the next link's query, and only the query", () => {
    expect(nextQueryOf(historyPage.links)).toBe(
      'limit=100&newest_ref=090df9bf-93b7-40f1-8181-fbdb236568a1&order=descending',
    );
    expect(nextQueryOf([{ rel: 'next', href: 'https://evil.example/x?limit=5&order=ascending' }])).toBe(
      'limit=5&order=ascending',
    );
    expect(nextQueryOf([{ rel: 'prev', href: 'limit=5' }])).toBeNull();
    expect(nextQueryOf([])).toBeNull();
  });
});
