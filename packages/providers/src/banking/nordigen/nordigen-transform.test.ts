import { CURRENCIES } from '@tranche/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import balancesPayload from './fixtures/balances.json';
import detailsPayload from './fixtures/details.json';
import institutionsPayload from './fixtures/institutions.json';
import transactionsPayload from './fixtures/transactions.json';
import {
  nordigenAgreementSchema,
  nordigenBalancesSchema,
  nordigenDetailsSchema,
  nordigenInstitutionSchema,
  nordigenTransactionsSchema,
} from './nordigen-schemas';
import {
  accountOf,
  balanceOf,
  consentStatusOf,
  institutionOf,
  nordigenAmountToMinor,
  transactionIdsOf,
  transactionOf,
  validUntilOf,
} from './nordigen-transform';

// Parsed with the client's schemas: the fixtures must be shapes the client lets through.
const { booked } = nordigenTransactionsSchema.parse(transactionsPayload).transactions;
const ids = transactionIdsOf(booked);
const results = booked.map((record, n) => transactionOf('acc-1', record, ids[n]!));

describe('transactionOf', () => {
  it("reads GoCardless's documented sandbox transactions, money out negative", () => {
    expect(results[0]).toEqual({
      skipped: null,
      item: {
        externalId: '2020103000624289-1',
        accountExternalId: 'acc-1',
        amountMinor: 4500,
        currency: 'EUR',
        bookingDate: '2020-10-30',
        valueDate: '2020-10-30',
        creditorName: null,
        debtorName: 'MON MOTHMA',
        description: 'For the support of Restoration of the Republic foundation',
      },
    });
    expect(results[1]?.item).toMatchObject({ amountMinor: -1500, description: 'PAYMENT Alderaan Coffe' });
  });

  it('keys a record by internalTransactionId, else by a hash that tells identical records apart', () => {
    expect(ids[2]).toBe('b7f3c1a9e2d84f06a5c3e1b9d7f2a4c6');
    expect(ids[3]).toMatch(/^sha256:[0-9a-f]{32}$/);
    expect(ids[5]).toBe(`${ids[4]}#2`);
    expect(new Set(ids).size).toBe(ids.length);
    // The same record gives the same key on every read, whatever the order of its fields.
    const reordered = booked.map((record) => Object.fromEntries(Object.entries(record).reverse()));
    expect(
      transactionIdsOf(
        nordigenTransactionsSchema.parse({ transactions: { booked: reordered } }).transactions.booked,
      ),
    ).toEqual(ids);
  });

  it('describes a transaction by its remittance lines, structured reference or extra text', () => {
    expect(results[2]?.item).toMatchObject({
      amountMinor: 1_234_567,
      debtorName: 'STRIPE PAYMENTS UK LTD',
      description: 'STRIPE PAYOUT po_1Q8rT2Lk3mN4pQ5r 14 charges',
    });
    expect(results[3]?.item).toMatchObject({
      amountMinor: -4_821_140,
      creditorName: 'Bluewave Analytics GmbH Lohnkonto',
      description: 'SEPA-Sammelüberweisung Gehalt 10/2020 14 Posten',
    });
    expect(results[4]?.item).toMatchObject({ bookingDate: '2020-11-05', valueDate: '2020-11-04' });
  });

  it('takes the day of bookingDateTime when the bank gives no bookingDate', () => {
    expect(results[6]?.item).toMatchObject({
      externalId: 'TR-2020-11-06-000871',
      amountMinor: -420_000,
      currency: 'GBP',
      bookingDate: '2020-11-06',
      valueDate: null,
      description: 'RENT NOV 2020 INV-88213',
    });
  });

  it('skips a currency Tranche does not handle and an amount finer than a cent', () => {
    expect(results[7]).toEqual({ item: null, skipped: 'currency CHF not supported' });
    expect(results[8]).toEqual({ item: null, skipped: 'amount -0.125 not readable' });
    const [first] = booked;
    expect(transactionOf('acc-1', { ...first!, bookingDate: 'date', valueDate: 'date' }, 'x').skipped).toBe(
      'no booking date',
    );
  });
});

describe('nordigenAmountToMinor', () => {
  it('converts decimal strings exactly, keeping zeros beyond the cent', () => {
    expect(nordigenAmountToMinor('328.18', 'EUR')).toBe(32_818);
    expect(nordigenAmountToMinor('-0.1', 'EUR')).toBe(-10);
    expect(nordigenAmountToMinor('+7', 'CZK')).toBe(700);
    expect(nordigenAmountToMinor('1.500', 'PLN')).toBe(150);
    expect(nordigenAmountToMinor('1,50', 'EUR')).toBeNull();
    expect(nordigenAmountToMinor('1e3', 'EUR')).toBeNull();
    expect(nordigenAmountToMinor('99999999999999999', 'EUR')).toBeNull();
  });

  it('reads any amount of whole cents back to the same minor units', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 14), max: 10 ** 14 }),
        fc.constantFrom(...CURRENCIES),
        (minor, currency) => {
          const magnitude = Math.abs(minor);
          const text = `${minor < 0 ? '-' : ''}${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
          expect(nordigenAmountToMinor(text, currency)).toBe(minor === 0 ? 0 : minor);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('accounts, balances and institutions', () => {
  it('reads the account details, refusing a currency Tranche does not handle', () => {
    const { account } = nordigenDetailsSchema.parse(detailsPayload);
    expect(accountOf('acc-1', account)).toEqual({
      skipped: null,
      item: {
        externalId: 'acc-1',
        iban: 'DE89370400440532013000',
        name: 'Geschäftskonto',
        ownerName: 'Bluewave Analytics GmbH',
        currency: 'EUR',
      },
    });
    expect(accountOf('acc-2', { ...account, currency: 'SEK' }).skipped).toBe('currency SEK not supported');
  });

  it('reads balances of each type in minor units', () => {
    const { balances } = nordigenBalancesSchema.parse(balancesPayload);
    expect(balances.map((balance) => balanceOf('acc-1', balance))).toEqual([
      {
        skipped: null,
        item: {
          accountExternalId: 'acc-1',
          type: 'interimAvailable',
          amountMinor: 65_749,
          currency: 'EUR',
          referenceDate: '2021-11-22',
        },
      },
      {
        skipped: null,
        item: {
          accountExternalId: 'acc-1',
          type: 'expected',
          amountMinor: 18_567,
          currency: 'EUR',
          referenceDate: '2021-11-19',
        },
      },
      {
        skipped: null,
        item: {
          accountExternalId: 'acc-1',
          type: 'closingBooked',
          amountMinor: -120_410,
          currency: 'EUR',
          referenceDate: null,
        },
      },
      { item: null, skipped: 'currency CHF not supported' },
    ]);
  });

  it('reads institutions with their days of history, 90 when the bank does not say', () => {
    const institutions = nordigenInstitutionSchema.array().parse(institutionsPayload).map(institutionOf);
    expect(institutions[0]).toEqual({
      id: 'N26_NTSBDEB1',
      name: 'N26 Bank',
      bic: 'NTSBDEB1',
      logoUrl: 'https://cdn-logos.gocardless.com/ais/N26_SANDBOX_NTSBDEB1.png',
      transactionTotalDays: 90,
      maxAccessValidForDays: 180,
    });
    expect(institutions[1]?.transactionTotalDays).toBe(730);
    expect(institutions[2]).toMatchObject({
      bic: null,
      transactionTotalDays: 90,
      maxAccessValidForDays: null,
    });
  });

  it('maps requisition statuses and the end of the access', () => {
    expect(
      ['LN', 'CR', 'GC', 'UA', 'SA', 'GA', 'ID', 'RJ', 'EX', 'SU', 'ER', undefined].map(consentStatusOf),
    ).toEqual(['linked', ...Array(6).fill('pending'), ...Array(4).fill('failed'), 'pending']);
    const agreement = nordigenAgreementSchema.parse({
      id: 'a',
      accepted: '2026-11-20T10:00:00Z',
      access_valid_for_days: 180,
    });
    expect(validUntilOf(agreement)).toBe('2027-05-19T10:00:00.000Z');
    expect(validUntilOf({ ...agreement, accepted: null })).toBeNull();
  });
});
