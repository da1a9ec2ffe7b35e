import type { CsvColumn } from './columns';

/**
 * English texts of CSV problems, keyed by the stable code the web translates (its en locale uses
 * these templates verbatim; `{{name}}` placeholders are i18next's). The first six are the spec's
 * texts (§5); the others follow their style.
 */
export const CSV_MESSAGES = {
  REQUIRED_FIELD: 'Required field {{field}}',
  TOO_MANY_CHARACTERS: 'Too many characters',
  POSITIVE_NUMBER: 'Must enter positive number!',
  NUMBER: 'Must be a number!',
  DATE_FORMAT: 'Date must be in DD.MM.YYYY format',
  DATE_TOO_OLD: 'Date should not be older than 10 years',
  DATE_DOES_NOT_EXIST: 'Date {{value}} does not exist',
  AMBIGUOUS_NUMBER: 'Number is ambiguous, write it without thousands separators!',
  TOO_MANY_DECIMALS: 'At most {{digits}} decimal places allowed!',
  NUMBER_TOO_LARGE: 'Number is too large!',
  END_BEFORE_START: 'End date must not be before start date',
  BILLING_CYCLE: 'Billing cycle must be a whole number of months: 1, 3, 6 or 12',
  UNKNOWN_STATUS: 'Unknown status {{value}}, allowed are {{allowed}}',
  UNSUPPORTED_CURRENCY: 'Unsupported currency {{value}}, allowed are {{allowed}}',
  UNKNOWN_COUNTRY: 'Unknown country {{value}}, use a two-letter ISO code',
  INVALID_CHARACTERS: 'Contains characters that are not allowed',
  MISSING_COLUMN: 'Missing column {{column}}',
  UNKNOWN_COLUMN: 'Unknown column {{column}}',
  DUPLICATE_COLUMN: 'Duplicate column {{column}}',
  COLUMN_COUNT: 'Row has {{count}} columns, expected {{expected}}',
} as const;

export type CsvProblemCode = keyof typeof CSV_MESSAGES;
export type CsvProblemParams = Readonly<Record<string, string | number>>;

export interface CsvProblem {
  /** The canonical column, or null for a problem with the whole row. */
  column: CsvColumn | null;
  code: CsvProblemCode;
  params: CsvProblemParams;
  /** English text with the params filled in (API responses, logs); the web translates `code`. */
  message: string;
}

/** Fills `{{name}}` placeholders; unknown names are left as they are. */
export function interpolate(template: string, params: CsvProblemParams): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/** User text echoed into a message is cut short: a 10 MB cell must not become a 10 MB message. */
export function excerpt(value: string, max = 40): string {
  return value.length > max ? `${value.slice(0, max)}…` : value;
}

export function csvProblem(
  column: CsvColumn | null,
  code: CsvProblemCode,
  params: CsvProblemParams = {},
): CsvProblem {
  return { column, code, params, message: interpolate(CSV_MESSAGES[code], params) };
}
