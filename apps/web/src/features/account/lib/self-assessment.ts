import type { SelfAssessment } from '@tranche/contracts/accounts';
import { type Currency, isCurrency, toDecimalString } from '@tranche/domain/money/index';
import {
  type NumberProblem,
  type ParsedNumber,
  parseMoneyInput,
  parseWholeNumberInput,
} from './number-input';

/** The self-assessment as typed: money as decimals in the profile currency, runway in whole months. */
export interface SelfAssessmentValues {
  company_mrr: string;
  requested_funding_amount: string;
  estimated_runway: string;
  debt_loans: string;
}

export const MONEY_FIELDS = ['company_mrr', 'requested_funding_amount', 'debt_loans'] as const;

export type SelfAssessmentBuild =
  | { ok: true; body: SelfAssessment }
  | { ok: false; problems: Partial<Record<keyof SelfAssessmentValues, NumberProblem>> };

/**
 * The PATCH client/self-assesment body (spec §3): money ×100 rounded, an empty value null, a
 * debt_loans of 0 kept as 0. Only the four figures are sent, never id or id_client.
 */
export function toSelfAssessmentBody(values: SelfAssessmentValues): SelfAssessmentBuild {
  const parsed: Record<keyof SelfAssessmentValues, ParsedNumber> = {
    company_mrr: parseMoneyInput(values.company_mrr),
    requested_funding_amount: parseMoneyInput(values.requested_funding_amount),
    estimated_runway: parseWholeNumberInput(values.estimated_runway),
    debt_loans: parseMoneyInput(values.debt_loans),
  };
  const problems: Partial<Record<keyof SelfAssessmentValues, NumberProblem>> = {};
  for (const [field, result] of Object.entries(parsed) as [keyof SelfAssessmentValues, ParsedNumber][]) {
    if (!result.ok) problems[field] = result.problem;
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const value = (field: keyof SelfAssessmentValues) => (parsed[field] as { value: number | null }).value;
  return {
    ok: true,
    body: {
      company_mrr: value('company_mrr'),
      requested_funding_amount: value('requested_funding_amount'),
      estimated_runway: value('estimated_runway'),
      debt_loans: value('debt_loans'),
    },
  };
}

const moneyText = (minor: number | null | undefined, currency: Currency) =>
  minor === null || minor === undefined ? '' : toDecimalString(minor, currency);

/** Saved figures back into the form: minor units as plain decimals ("12500.00"), null as empty. */
export function toSelfAssessmentValues(
  saved: Partial<SelfAssessment> | null | undefined,
  currency: string,
): SelfAssessmentValues {
  const code: Currency = isCurrency(currency) ? currency : 'EUR';
  return {
    company_mrr: moneyText(saved?.company_mrr, code),
    requested_funding_amount: moneyText(saved?.requested_funding_amount, code),
    estimated_runway:
      saved?.estimated_runway === null || saved?.estimated_runway === undefined
        ? ''
        : String(saved.estimated_runway),
    debt_loans: moneyText(saved?.debt_loans, code),
  };
}
