import type { TFunction } from 'i18next';
import { codeDigits } from '../../../components/code-input';
import { unmetPasswordRules } from '../../../lib/auth/password-policy';

type AuthT = TFunction<'auth'>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'Required field {{field}}' (spec §5) naming the field's label. */
export const required = (t: AuthT, label: string) => (value: string) =>
  value.trim() ? null : t('validation.required', { field: label });

export const validEmail = (t: AuthT) => (value: string) =>
  !value.trim()
    ? t('validation.required', { field: t('fields.email') })
    : EMAIL.test(value.trim())
      ? null
      : t('validation.email');

/** A new password must meet the policy before it is sent; the checklist shows which rule is missing. */
export const newPassword =
  (t: AuthT, label: string = t('fields.newPassword')) =>
  (value: string) => {
    if (!value) return t('validation.required', { field: label });
    const [first] = unmetPasswordRules(value);
    return first ? t(`errors.invalidPassword.${first}`) : null;
  };

export const sixDigitCode = (t: AuthT) => (value: string) =>
  codeDigits(value).length === 6 ? null : t('validation.code');

export const normaliseEmail = (value: string) => value.trim();
