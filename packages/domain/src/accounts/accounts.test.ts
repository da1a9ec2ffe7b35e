import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactIban, formatIban, isValidBic, isValidIban } from './bank-identifiers';
import {
  isFinancingCountry,
  selfAssessmentWarnings,
  DEFAULT_SELF_ASSESSMENT_THRESHOLDS as T,
} from './self-assessment';
import { hundredthsToPercent, normaliseAllowedTradePercent, percentToHundredths } from './trade-percent';

describe('IBAN and BIC', () => {
  it.each([
    'DE89 3704 0044 0532 0130 00',
    'GB29NWBK60161331926819',
    'pl61109010140000071219812874',
    'EE382200221020145685',
  ])('accepts %s', (iban) => expect(isValidIban(iban)).toBe(true));
  it.each([
    ['a wrong check digit', 'DE88370400440532013000'],
    ['a wrong length for the country', 'DE8937040044053201300'],
    ['an unknown country', 'ZZ89370400440532013000'],
    ['letters in the check digits', 'DEAB370400440532013000'],
    ['nothing', ''],
  ])('refuses %s', (_what, iban) => expect(isValidIban(iban)).toBe(false));

  it('detects every single-character typo in a valid IBAN', () => {
    const valid = 'DE89370400440532013000';
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: valid.length - 1 }),
        fc.integer({ min: 0, max: 9 }),
        (at, digit) => {
          fc.pre(valid[at] !== String(digit));
          const typo = valid.slice(0, at) + digit + valid.slice(at + 1);
          expect(isValidIban(typo)).toBe(false);
        },
      ),
    );
  });

  it('stores compact and displays in groups of four', () => {
    expect(compactIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it.each([
    ['DEUTDEFF', true],
    ['DEUTDEFF500', true],
    ['deutdeff', true],
    ['DEUTDE', false],
    ['DEUT1EFF', false],
  ])('BIC %s valid: %s', (bic, valid) => expect(isValidBic(bic)).toBe(valid));
});

describe('allowedTradePercent', () => {
  it.each([
    [75, 75],
    [100, 100],
    [75.555, 75.56],
    [7550, 75.5],
    [101, 1.01],
    [0, 0],
  ])('%s becomes %s', (given, expected) => expect(normaliseAllowedTradePercent(given)).toBe(expected));
  it('refuses negative or non-finite values', () => {
    expect(() => normaliseAllowedTradePercent(-1)).toThrow(RangeError);
    expect(() => normaliseAllowedTradePercent(Number.NaN)).toThrow(RangeError);
  });
  it('round-trips percent through stored hundredths', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        expect(percentToHundredths(hundredthsToPercent(hundredths))).toBe(hundredths);
      }),
    );
  });
});

describe('self-assessment warnings', () => {
  it('warns below the minimum MRR, above the maximum funding, below the minimum runway, outside the countries', () => {
    expect(
      selfAssessmentWarnings(
        {
          companyMrrMinor: T.minMrrMinor - 1,
          requestedFundingMinor: T.maxFundingMinor + 1,
          estimatedRunwayMonths: 5,
          country: 'FR',
        },
        T,
      ),
    ).toEqual([
      'MRR_BELOW_MINIMUM',
      'FUNDING_ABOVE_MAXIMUM',
      'RUNWAY_BELOW_MINIMUM',
      'COUNTRY_NOT_SUPPORTED',
    ]);
  });
  it('is quiet at the thresholds and for empty figures', () => {
    expect(
      selfAssessmentWarnings(
        {
          companyMrrMinor: T.minMrrMinor,
          requestedFundingMinor: T.maxFundingMinor,
          estimatedRunwayMonths: 6,
          country: 'DE',
        },
        T,
      ),
    ).toEqual([]);
    expect(
      selfAssessmentWarnings(
        { companyMrrMinor: null, requestedFundingMinor: null, estimatedRunwayMonths: null },
        T,
      ),
    ).toEqual([]);
  });
  it('knows the five financing countries', () => {
    expect(['DE', 'GB', 'PL', 'CZ', 'EE'].every(isFinancingCountry)).toBe(true);
    expect(isFinancingCountry('FR')).toBe(false);
    expect(isFinancingCountry(null)).toBe(false);
  });
});
