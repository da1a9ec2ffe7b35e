import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-alert';
import { NewPasswordFields, useNewPasswordRules } from '../../../components/new-password-fields';
import { AppPasswordInput } from '../../../components/password-input';
import { useUnsavedChanges } from '../../../components/unsaved-changes';
import { authErrorText } from '../../../lib/auth/auth-errors';
import { useSession } from '../../../lib/auth/session-context';
import { SecuritySection } from './security-section';

/** Change password; a wrong current password reads 'Incorrect password.' (spec §5). */
export function ChangePassword() {
  const { t } = useTranslation(['security', 'auth']);
  const { client, user } = useSession();
  const [error, setError] = useState<string | null>(null);
  const passwordRules = useNewPasswordRules();
  const form = useForm({
    initialValues: { current: '', password: '', repeat: '' },
    validate: {
      current: (value) =>
        value ? null : t('auth:validation.required', { field: t('auth:fields.currentPassword') }),
      ...passwordRules,
    },
  });

  // Half-typed passwords count as edits the page asks about before they are left.
  useUnsavedChanges(form.isDirty());

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
          <NewPasswordFields form={form} />
          <FormError>{error}</FormError>
          <Button type="submit" loading={form.submitting} w="fit-content">
            {t('security:password.submit')}
          </Button>
        </Stack>
      </form>
    </SecuritySection>
  );
}
