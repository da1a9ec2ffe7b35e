import { TEXT_RULE_MESSAGES } from '@tranche/contracts/text';
import { i18n } from '../../../lib/i18n';

/** The parts of a zod issue this module reads (kept structural: the web does not depend on zod). */
export interface SchemaIssue {
  code: string;
  path: PropertyKey[];
  origin?: string;
  minimum?: number | bigint;
  expected?: string;
  message?: string;
}

const TEXT_RULE_TEXTS: readonly string[] = Object.values(TEXT_RULE_MESSAGES);

interface SafeParsing {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: SchemaIssue[] } };
}

export type FieldErrors = Record<string, string>;

/** Field label (already translated) for 'Required field {{field}}'. */
export type LabelOf = (field: string) => string;

/** Texts for fields whose format has its own explanation (NACE code, country, date). */
export type FormatMessages = Record<string, string>;

/**
 * One translated message per issue, with the spec's texts (§5): 'Required field {{field}}',
 * 'Too many characters', 'Must be a number!', 'Must enter positive number!'.
 */
export function issueMessage(issue: SchemaIssue, label: string, formatMessage?: string): string {
  const t = i18n.t.bind(i18n);
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'number'
        ? t('account:validation.notPositive')
        : t('account:validation.required', { field: label });
    case 'too_big':
      return issue.origin === 'number' ? t('account:validation.tooLarge') : t('account:validation.tooLong');
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int') return t('account:validation.notANumber');
      return t('account:validation.required', { field: label });
    case 'invalid_value':
      return t('account:validation.required', { field: label });
    default:
      // The shared text rule comes before a field's own format: its text says what to remove.
      if (issue.message !== undefined && TEXT_RULE_TEXTS.includes(issue.message)) {
        return t('account:validation.characters');
      }
      return formatMessage ?? t('account:validation.invalidFormat');
  }
}

/**
 * Validates a request body with the contract's own schema (the rules the API applies again) and
 * returns the first message per top-level field, keyed like the form's fields.
 */
export function schemaErrors(
  schema: SafeParsing,
  body: unknown,
  labelOf: LabelOf,
  formatMessages: FormatMessages = {},
  prefix = '',
): FieldErrors {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path.at(-1) ?? '');
    const key = `${prefix}${field}`;
    if (!field || errors[key]) continue;
    errors[key] = issueMessage(issue, labelOf(field), formatMessages[field]);
  }
  return errors;
}

/** Trimmed text, or null when nothing was typed: the API stores null for an empty optional field. */
export const textOrNull = (value: string): string | null => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};
