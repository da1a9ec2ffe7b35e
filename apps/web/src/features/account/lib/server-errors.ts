import { BIC_MESSAGE, IBAN_MESSAGE, VAT_MESSAGE, WEBSITE_MESSAGE } from '@tranche/contracts/accounts';
import { TEXT_RULE_MESSAGES } from '@tranche/contracts/text';
import { ApiError, errorText } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import type { LabelOf } from './form-errors';

/** Codes the API answers for one field (spec §3 bank details). */
const FIELD_CODES: Record<string, { field: string; key: 'iban' | 'bic' | 'vat' | 'userExists' }> = {
  INVALID_IBAN: { field: 'bankIBAN', key: 'iban' },
  INVALID_BIC: { field: 'bankCode', key: 'bic' },
  INVALID_VAT: { field: 'vat', key: 'vat' },
  USER_EXISTS: { field: 'email', key: 'userExists' },
};

/** The API's validation messages are the spec's English texts; each has a translation. */
function translateServerMessage(message: string, label: string): string {
  if (message === 'Too many characters') return i18n.t('account:validation.tooLong');
  if (message === 'Must be a number!') return i18n.t('account:validation.notANumber');
  if (message === 'Must enter positive number!') return i18n.t('account:validation.notPositive');
  if (message.startsWith('Required field')) return i18n.t('account:validation.required', { field: label });
  if (message === IBAN_MESSAGE) return i18n.t('account:validation.iban');
  if (message === BIC_MESSAGE) return i18n.t('account:validation.bic');
  if (message === VAT_MESSAGE) return i18n.t('account:validation.vat');
  if (message === WEBSITE_MESSAGE) return i18n.t('account:validation.website');
  if ((Object.values(TEXT_RULE_MESSAGES) as string[]).includes(message)) {
    return i18n.t('account:validation.characters');
  }
  return message;
}

export interface ServerFieldError {
  field: string;
  message: string;
}

/**
 * The form field a refused save belongs to, so the message can sit next to it: a code tied to a
 * field (INVALID_IBAN) or a schema message `body.<path>.<field>: <text>` naming one of `fields`.
 */
export function serverFieldError(
  error: unknown,
  fields: readonly string[],
  labelOf: LabelOf,
): ServerFieldError | null {
  if (!(error instanceof ApiError)) return null;
  const coded = FIELD_CODES[error.code];
  if (coded && fields.includes(coded.field)) {
    return { field: coded.field, message: i18n.t(`account:validation.${coded.key}`) };
  }
  if (error.code !== 'VALIDATION') return null;
  const match = /^body\.(?:[\w.]+\.)?(\w+): (.*)$/s.exec(error.message);
  const field = match?.[1];
  if (!field || !fields.includes(field)) return null;
  return { field, message: translateServerMessage(match[2] ?? '', labelOf(field)) };
}

/** The text for a failed account call: this feature's translation of the code, else the shared one. */
export function accountErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const key = `account:errors.${error.code}`;
    // Codes come from the server, so the key cannot be checked at compile time.
    if (i18n.exists(key)) return i18n.t(key as 'account:errors.USER_EXISTS');
  }
  return errorText(error);
}
