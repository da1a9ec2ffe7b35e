import { type DecimalParseError, parseDecimal } from '@tranche/domain/money/index';

/** Why a typed number was refused; each has a translated message under `account:validation`. */
export type NumberProblem = 'notANumber' | 'notPositive' | 'tooLarge' | 'ambiguous' | 'wholeNumber';

export type ParsedNumber = { ok: true; value: number | null } | { ok: false; problem: NumberProblem };

const DECIMAL_PROBLEMS: Record<Exclude<DecimalParseError, 'EMPTY'>, NumberProblem> = {
  NOT_A_NUMBER: 'notANumber',
  INVALID_GROUPING: 'notANumber',
  TOO_MANY_DECIMALS: 'notANumber',
  AMBIGUOUS_SEPARATOR: 'ambiguous',
  OUT_OF_RANGE: 'tooLarge',
};

/**
 * A money amount typed as a decimal ("12500", "12.500,50", "1,250.5") in minor units: multiplied
 * by 100 and rounded half-up (spec §3), exactly (no float). Empty is null; 0 stays 0.
 */
export function parseMoneyInput(text: string): ParsedNumber {
  if (text.trim() === '') return { ok: true, value: null };
  const parsed = parseDecimal(text, { rounding: 'half-up' });
  if (!parsed.ok)
    return { ok: false, problem: parsed.error === 'EMPTY' ? 'notANumber' : DECIMAL_PROBLEMS[parsed.error] };
  if (parsed.minor < 0) return { ok: false, problem: 'notPositive' };
  return { ok: true, value: parsed.minor };
}

/** A count typed by a person (employees, months): a whole number ≥ 0, or null when empty. */
export function parseWholeNumberInput(text: string): ParsedNumber {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (/^[-\u2212]\s*\d+([.,]\d+)?$/.test(trimmed)) return { ok: false, problem: 'notPositive' };
  if (/^\d+[.,]\d+$/.test(trimmed)) return { ok: false, problem: 'wholeNumber' };
  if (!/^\d+$/.test(trimmed)) return { ok: false, problem: 'notANumber' };
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? { ok: true, value } : { ok: false, problem: 'tooLarge' };
}
