import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-alert';
import { AppPasswordInput } from '../../../components/password-input';
import { PasswordPolicy } from '../../../components/password-policy';
import { authErrorText } from '../../../lib/auth/auth-errors';
import { unmetPasswordRules } from '../../../lib/auth/password-policy';
import { useSession } from '../../../lib/auth/session-context';
import { SecuritySection } from './security-section';

/** Change password; a wrong current password reads 'Incorrect password.' (spec §5). */
export function ChangePassword() {
  const { t } = useTranslation(['security', 'auth']);
  const { client, user } = useSession();
  const policyId = useId();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { current: '', password: '', repeat: '' },
    validate: {
      current: (value) =>
        value ? null : t('auth:validation.required', { field: t('auth:fields.currentPassword') }),
      password: (value) => {
        if (!value) return t('auth:validation.required', { field: t('auth:fields.newPassword') });
        const [first] = unmetPasswordRules(value);
        return first ? t(`auth:errors.invalidPassword.${first}`) : null;
      },
      repeat: (value, values) => (value === values.password ? null : t('auth:validation.passwordsDiffer')),
    },
  });

  const submit = form.onSubmit(async ({ current, password }) => {
    setError(null);
    try {
      await client.updatePassword(current, password);
      form.reset();
      toast.success(t('security:password.changed'));
    } catch (failure) {
      setError(authErrorText(failure, { passwordCheck: true }));
    }
  });

  return (
    <SecuritySection title={t('security:password.title')} intro={t('security:password.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          {/* Lets password managers file the new password under the right account. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={user?.claims.email ?? ''}
            readOnly
            hidden
          />
          <AppPasswordInput
            label={t('auth:fields.currentPassword')}
            autoComplete="current-password"
            required
            {...form.getInputProps('current')}
          />
          <AppPasswordInput
            label={t('auth:fields.newPassword')}
            autoComplete="new-password"
            required
            aria-describedby={policyId}
            {...form.getInputProps('password')}
          />
          <PasswordPolicy password={form.values.password} id={policyId} />
          <AppPasswordInput
            label={t('auth:fields.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('repeat')}
          />
          <FormError>{error}</FormError>
          <Button type="submit" loading={form.submitting} w="fit-content">
            {t('security:password.submit')}
          </Button>
        </Stack>
      </form>
    </SecuritySection>
  );
}
