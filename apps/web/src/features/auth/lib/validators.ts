import type { TFunction } from 'i18next';

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

export const normaliseEmail = (value: string) => value.trim();
