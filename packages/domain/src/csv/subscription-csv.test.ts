import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { daysToIsoDate, isoDateToDays } from '../dates/calendar';
import { COUNTRY_CODES } from '../geo/countries';
import { CURRENCIES } from '../money/currency';
import { BILLING_PERIODS, SUBSCRIPTION_STATUSES } from '../subscriptions/subscription-enums';
import type { SubscriptionInput } from '../subscriptions/subscription-input';
import { neutraliseFormula } from './csv-write';
import { checkHeader } from './header-check';
import { validateCells, validateRow } from './row-validate';
import { subscriptionsToImportCsv, subscriptionToCsvRecord } from './subscription-csv';

const now = new Date('2024-06-15T00:00:00Z');
const today = isoDateToDays('2024-06-15');
const date = fc.integer({ min: today - 3_650, max: today + 3_650 }).map(daysToIsoDate);
const text = fc
  .string({
    minLength: 1,
    maxLength: 200,
    unit: fc.constantFrom('a', 'Z', '0', ' ', '-', '.', ',', ';', '"', 'ß', '€', '=', '@'),
  })
  .map((value) => value.trim())
  .filter((value) => value !== '');
const amount = fc.integer({ min: 0, max: 1e13 });

const subscription: fc.Arbitrary<SubscriptionInput> = fc
  .record({
    externalId: text,
    startDate: date,
    endDate: fc.option(date),
    status: fc.constantFrom(...SUBSCRIPTION_STATUSES),
    billingPeriodMonths: fc.constantFrom(...BILLING_PERIODS),
    currency: fc.constantFrom(...CURRENCIES),
    amountMinor: fc.integer({ min: 1, max: 1e13 }),
    customerName: text,
    customerExternalId: text,
    country: fc.constantFrom(...COUNTRY_CODES),
    nextPaymentDate: fc.option(date),
    lastPaymentAmountMinor: fc.option(amount),
    nextPaymentAmountMinor: fc.option(amount),
  })
  .filter((s) => s.endDate === null || s.endDate >= s.startDate);

describe('subscription CSV', () => {
  it('writes records that validateRow reads back unchanged', () => {
    fc.assert(
      fc.property(subscription, (input) => {
        expect(validateRow(subscriptionToCsvRecord(input), { now })).toEqual({ ok: true, value: input });
      }),
      { numRuns: 1000 },
    );
  });

  it('writes files that Papa Parse, checkHeader and validateCells read back', () => {
    fc.assert(
      fc.property(
        fc.array(subscription, { maxLength: 8 }),
        fc.constantFrom(',', ';', '\t'),
        (inputs, delimiter) => {
          const parsed = Papa.parse<string[]>(subscriptionsToImportCsv(inputs, { delimiter, bom: true }), {
            delimiter,
            skipEmptyLines: 'greedy',
          });
          const [headers = [], ...rows] = parsed.data;
          const header = checkHeader(headers);
          expect(header.ok).toBe(true);
          const read = rows.map((cells) => validateCells(header.columns, cells, { now }));
          // Export neutralises formula-like text, so a name starting with "=" comes back with a quote.
          expect(read).toEqual(
            inputs.map((input) => ({
              ok: true,
              value: {
                ...input,
                externalId: neutraliseFormula(input.externalId),
                customerName: neutraliseFormula(input.customerName),
                customerExternalId: neutraliseFormula(input.customerExternalId),
              },
            })),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
