import { selfAssessmentSchema } from '@tranche/contracts';
import { describe, expect, it } from 'vitest';
import { parseMoneyInput, parseWholeNumberInput } from './number-input';
import { toSelfAssessmentBody, toSelfAssessmentValues } from './self-assessment';

const values = (overrides: Partial<Record<string, string>> = {}) => ({
  company_mrr: '',
  requested_funding_amount: '',
  estimated_runway: '',
  debt_loans: '',
  ...overrides,
});

describe('money typed as a decimal (spec §3: ×100 rounded)', () => {
  it.each([
    ['12500', 1_250_000],
    ['12500.5', 1_250_050],
    ['12.500,50', 1_250_050],
    ['1,250.50', 125_050],
    ['0.125', 13],
    ['1,250', null], // a thousands separator or a decimal comma? refused, not guessed
    ['1234.565', 123_457],
    ['0.005', 1],
    ['0.004', 0],
    ['0', 0],
  ])('%s → %s minor units', (text, minor) => {
    const parsed = parseMoneyInput(text);
    if (minor === null) expect(parsed).toEqual({ ok: false, problem: 'ambiguous' });
    else expect(parsed).toEqual({ ok: true, value: minor });
  });

  it('reads an empty value as null', () => {
    expect(parseMoneyInput('   ')).toEqual({ ok: true, value: null });
  });

  it('refuses text and negative amounts with the spec messages', () => {
    expect(parseMoneyInput('abc')).toEqual({ ok: false, problem: 'notANumber' });
    expect(parseMoneyInput('-5')).toEqual({ ok: false, problem: 'notPositive' });
    expect(parseMoneyInput('99999999999999999')).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('takes counts as whole numbers', () => {
    expect(parseWholeNumberInput(' 18 ')).toEqual({ ok: true, value: 18 });
    expect(parseWholeNumberInput('')).toEqual({ ok: true, value: null });
    expect(parseWholeNumberInput('2.5')).toEqual({ ok: false, problem: 'wholeNumber' });
    expect(parseWholeNumberInput('-3')).toEqual({ ok: false, problem: 'notPositive' });
    expect(parseWholeNumberInput('ten')).toEqual({ ok: false, problem: 'notANumber' });
  });
});

describe('the self-assessment body', () => {
  it('sends the four figures only, money ×100, empty as null, debt_loans 0 as 0', () => {
    const built = toSelfAssessmentBody(
      values({
        company_mrr: '8000.40',
        requested_funding_amount: '',
        estimated_runway: '4',
        debt_loans: '0',
      }),
    );
    expect(built).toEqual({
      ok: true,
      body: { company_mrr: 800_040, requested_funding_amount: null, estimated_runway: 4, debt_loans: 0 },
    });
    // What the API validates again (strict: an id or id_client would be refused).
    expect(selfAssessmentSchema.safeParse(built.ok && built.body).success).toBe(true);
    expect(Object.keys(built.ok ? built.body : {})).not.toContain('id');
    expect(Object.keys(built.ok ? built.body : {})).not.toContain('id_client');
  });

  it('collects a problem per field instead of a body', () => {
    expect(toSelfAssessmentBody(values({ company_mrr: 'lots', estimated_runway: '-1' }))).toEqual({
      ok: false,
      problems: { company_mrr: 'notANumber', estimated_runway: 'notPositive' },
    });
  });

  it('shows saved minor units as plain decimals and null as empty', () => {
    expect(
      toSelfAssessmentValues(
        { company_mrr: 1_250_050, requested_funding_amount: null, estimated_runway: 0, debt_loans: 0 },
        'EUR',
      ),
    ).toEqual({
      company_mrr: '12500.50',
      requested_funding_amount: '',
      estimated_runway: '0',
      debt_loans: '0.00',
    });
    // and they read back to the same minor units
    expect(parseMoneyInput('12500.50')).toEqual({ ok: true, value: 1_250_050 });
  });
});
