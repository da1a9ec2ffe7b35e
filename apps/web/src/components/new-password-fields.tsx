import type { PasswordInputProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { hasEdgeSpaces, unmetPasswordRules } from '../lib/auth/password-policy';
import { AppPasswordInput } from './password-input';
import { PasswordPolicy } from './password-policy';

/**
 * The `useForm` rules of a new password and its repetition. The policy is checked before anything
 * is sent; the checklist shows which rule is missing. `label` names the field when it is empty.
 */
export function useNewPasswordRules(label?: string) {
  const { t } = useTranslation('auth');
  const field = label ?? t('fields.newPassword');
  return {
    // The checklist under the field names what is missing; the error only points to it.
    password: (value: string) => {
      if (!value) return t('validation.required', { field });
      if (unmetPasswordRules(value).length > 0) return t('password.policyUnmet');
      return hasEdgeSpaces(value) ? t('password.noEdgeSpaces') : null;
    },
    repeat: (value: string, values: { password: string }) =>
      value === values.password ? null : t('validation.passwordsDiffer'),
  };
}

type NewPasswordInputProps = Omit<PasswordInputProps, 'autoComplete' | 'required' | 'value'> & {
  value?: string;
};

/** A password being chosen, described by the policy checklist that ticks off while it is typed. */
export function NewPasswordInput({ value = '', ...props }: NewPasswordInputProps) {
  const policyId = useId();
  return (
    <>
      <AppPasswordInput
        autoComplete="new-password"
        required
        aria-describedby={policyId}
        value={value}
        {...props}
      />
      <PasswordPolicy password={value} id={policyId} />
    </>
  );
}

/** What `NewPasswordFields` needs of a `useForm` form with `password` and `repeat` values. */
interface NewPasswordForm {
  getInputProps: (path: 'password' | 'repeat') => GetInputPropsReturnType;
}

/** "New password" with the policy checklist, then "Repeat new password"; validate with `useNewPasswordRules`. */
export function NewPasswordFields({ form }: { form: NewPasswordForm }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <NewPasswordInput label={t('fields.newPassword')} {...form.getInputProps('password')} />
      <AppPasswordInput
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
        {...form.getInputProps('repeat')}
      />
    </>
  );
}
