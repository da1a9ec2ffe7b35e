import { z } from 'zod';

/**
 * The one rule for text a caller sends (body fields, record keys, path parameters, query values):
 * no NUL or other control characters — PostgreSQL cannot store NUL, and the others hide or break
 * what a reader sees — and no bidirectional override or isolate characters (U+202A–U+202E,
 * U+2066–U+2069), which can make a name or IBAN display as something it is not. Tab and line
 * breaks are allowed only in multi-line fields (a description, a reason).
 */

/** C0 controls other than tab, line feed and carriage return; DEL; C1 controls. */
const CONTROLS = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';
/** Tab, line feed, carriage return and the Unicode line and paragraph separators. */
const LINE_BREAKS = '\\t\\n\\r\\u2028\\u2029';
const BIDI_CONTROLS = '\\u202a-\\u202e\\u2066-\\u2069';

const SINGLE_LINE_FORBIDDEN = new RegExp(`[${CONTROLS}${LINE_BREAKS}${BIDI_CONTROLS}]`, 'u');
const MULTI_LINE_FORBIDDEN = new RegExp(`[${CONTROLS}${BIDI_CONTROLS}]`, 'u');

export type TextKind = 'single-line' | 'multi-line';

export const TEXT_RULE_MESSAGES: Readonly<Record<TextKind, string>> = {
  'single-line': 'must not contain control characters, line breaks or bidirectional formatting characters',
  'multi-line': 'must not contain control characters or bidirectional formatting characters',
};

/** Whether `value` obeys the text rule for its kind of field. */
export function isCleanText(value: string, kind: TextKind = 'single-line'): boolean {
  return !(kind === 'single-line' ? SINGLE_LINE_FORBIDDEN : MULTI_LINE_FORBIDDEN).test(value);
}

const TOO_LONG = 'Too many characters';

/** A one-line text field: trimmed, at most `max` characters, clean. */
export const singleLineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: TOO_LONG })
    .refine((value) => isCleanText(value, 'single-line'), { error: TEXT_RULE_MESSAGES['single-line'] });

/** A text field that may span lines (tab and line breaks allowed): trimmed, at most `max`, clean. */
export const multiLineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: TOO_LONG })
    .refine((value) => isCleanText(value, 'multi-line'), { error: TEXT_RULE_MESSAGES['multi-line'] });

/** A path parameter that is not a UUID (a user's subject): 1 to `max` characters, clean, untrimmed. */
export const pathParam = (max = 128) =>
  z
    .string()
    .min(1)
    .max(max, { error: TOO_LONG })
    .refine((value) => isCleanText(value, 'single-line'), { error: TEXT_RULE_MESSAGES['single-line'] });

/** A path parameter naming a row by id: anything but a UUID is a 400, never a database error. */
export const idParam = z.uuid({ error: 'must be a UUID' });

/** `{ id }` path parameters of the routes that address one row. */
export const idParamsSchema = z.object({ id: idParam });
