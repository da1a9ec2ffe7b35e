import { type MinorUnits, toMinorUnits } from './money';
import { divideRoundHalfUp } from './rounding';

/**
 * Parses a decimal typed by a person or exported by a spreadsheet into integer minor units,
 * exactly (string and bigint arithmetic, never a float).
 *
 * Accepted: an optional sign (`-`, `+`, `−`), digits, a decimal point `.` or `,`, and thousands
 * separators only where they cannot be misread:
 * - both `.` and `,` present: the last one is the decimal separator (`1.234,56`, `1,234.56`);
 * - one of them repeated: thousands separators, no decimals (`1.234.567`);
 * - a space, no-break space, narrow no-break space or apostrophe always groups (`1 234,56`, `1'234.56`);
 * - a single `.` or `,` followed by exactly three digits after a 1–3 digit leading group
 *   (`1,234`, `12.500`) is ambiguous (1234 or 1.234?) and refused rather than guessed.
 * Groups after the first must have exactly three digits. Extra decimals are accepted when they
 * are zeros (`0.500`); otherwise refused, or rounded half-up when asked to.
 */
export type DecimalParseError =
  | 'EMPTY'
  | 'NOT_A_NUMBER'
  | 'AMBIGUOUS_SEPARATOR'
  | 'INVALID_GROUPING'
  | 'TOO_MANY_DECIMALS'
  | 'OUT_OF_RANGE';

export type DecimalParseResult =
  | { ok: true; minor: MinorUnits }
  | { ok: false; error: DecimalParseError; reason: string };

export interface DecimalParseOptions {
  /** Decimal places of the minor unit; 2 for every supported currency. */
  digits?: number;
  /** What to do with non-zero decimals beyond `digits`: refuse (default) or round half-up. */
  rounding?: 'reject' | 'half-up';
}

const REASONS: Record<DecimalParseError, string> = {
  EMPTY: 'The value is empty',
  NOT_A_NUMBER: 'The value is not a decimal number',
  AMBIGUOUS_SEPARATOR:
    'The separator could be a decimal point or a thousands separator; write the number without thousands separators',
  INVALID_GROUPING: 'Thousands separators must separate groups of three digits',
  TOO_MANY_DECIMALS: 'The number has too many decimal places',
  OUT_OF_RANGE: 'The number is too large',
};

const fail = (error: DecimalParseError): DecimalParseResult => ({ ok: false, error, reason: REASONS[error] });

const SHAPE = /^\d(?:[\d.,' \u00A0\u202F]*\d)?$/;
const SPACE_GROUP = /[ \u00A0\u202F]/;

type Split = { intRaw: string; fracRaw: string; group: string | null } | DecimalParseError;

function splitSeparators(body: string): Split {
  const dots = body.split('.').length - 1;
  const commas = body.split(',').length - 1;
  const groups = new Set<string>();
  if (SPACE_GROUP.test(body)) groups.add(' ');
  if (body.includes("'")) groups.add("'");
  let decimal: '.' | ',' | null = null;

  if (dots > 0 && commas > 0) {
    decimal = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
    if ((decimal === '.' ? dots : commas) > 1) return 'NOT_A_NUMBER';
    groups.add(decimal === '.' ? ',' : '.');
  } else if (dots + commas > 1) {
    groups.add(dots > 0 ? '.' : ',');
  } else if (dots + commas === 1) {
    const separator = dots > 0 ? '.' : ',';
    const [intRaw = '', fracRaw = ''] = body.split(separator);
    if (groups.size === 0 && fracRaw.length === 3 && /^[1-9]\d{0,2}$/.test(intRaw))
      return 'AMBIGUOUS_SEPARATOR';
    decimal = separator;
  }
  if (groups.size > 1) return 'NOT_A_NUMBER';

  const at = decimal === null ? -1 : body.lastIndexOf(decimal);
  const intRaw = at < 0 ? body : body.slice(0, at);
  const fracRaw = at < 0 ? '' : body.slice(at + 1);
  if (!/^\d*$/.test(fracRaw)) return 'INVALID_GROUPING';
  return { intRaw, fracRaw, group: groups.size === 1 ? [...groups][0]! : null };
}

export function parseDecimal(input: string, options: DecimalParseOptions = {}): DecimalParseResult {
  const digits = options.digits ?? 2;
  const text = input.trim();
  if (text === '') return fail('EMPTY');
  const negative = text.startsWith('-') || text.startsWith('\u2212');
  const body = /^[-+\u2212]/.test(text) ? text.slice(1) : text;
  if (!SHAPE.test(body) || /\D\D/.test(body)) return fail('NOT_A_NUMBER');

  const split = splitSeparators(body);
  if (typeof split === 'string') return fail(split);
  const { intRaw, fracRaw, group } = split;

  let intDigits = intRaw;
  if (group !== null) {
    const parts = intRaw.split(/\D/);
    const [first = '', ...rest] = parts;
    if (!/^[1-9]\d{0,2}$/.test(first) || rest.some((part) => part.length !== 3))
      return fail('INVALID_GROUPING');
    intDigits = parts.join('');
  }

  let fraction = fracRaw;
  if (fraction.length > digits && /^0*$/.test(fraction.slice(digits))) fraction = fraction.slice(0, digits);
  let magnitude: bigint;
  if (fraction.length > digits) {
    if (options.rounding !== 'half-up') return fail('TOO_MANY_DECIMALS');
    magnitude = divideRoundHalfUp(BigInt(`${intDigits}${fraction}`), 10n ** BigInt(fraction.length - digits));
  } else {
    magnitude = BigInt(`${intDigits}${fraction.padEnd(digits, '0')}`);
  }
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) return fail('OUT_OF_RANGE');
  return { ok: true, minor: toMinorUnits(negative ? -magnitude : magnitude) };
}
