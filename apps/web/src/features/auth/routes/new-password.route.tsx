import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { NewPasswordFields, useNewPasswordRules } from '../../../components/new-password-fields';
import { authErrorText } from '../../../lib/auth/auth-errors';
import { useSession } from '../../../lib/auth/session-context';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { StepExpired } from '../components/step-expired';
import { useSignInFlow } from '../hooks/use-sign-in-flow';
import { AUTH_PATHS } from '../lib/auth-paths';
import { useSignInStep } from '../lib/step-state';

/** The required password change of users created with a temporary password (spec §2, §6). */
function NewPasswordScreen() {
  const { t } = useTranslation(['auth', 'auth-steps']);
  const { client } = useSession();
  const proceed = useSignInFlow();
  const pending = useSignInStep('NEW_PASSWORD_REQUIRED');
  const [error, setError] = useState<string | null>(null);
  const passwordRules = useNewPasswordRules();
  const form = useForm({ initialValues: { password: '', repeat: '' }, validate: passwordRules });
  if (!pending) return <StepExpired />;

  const submit = form.onSubmit(async ({ password }) => {
    setError(null);
    try {
      setError(await proceed(await client.confirmSignIn(password), pending.email));
    } catch (failure) {
      setError(authErrorText(failure));
    }
  });

  return (
    <AuthCard title={t('auth-steps:newPassword.title')} intro={t('auth-steps:newPassword.intro')}>
      <AuthForm
        onSubmit={submit}
        submitting={form.submitting}
        submitLabel={t('auth-steps:newPassword.submit')}
        error={error}
      >
        {/* Lets password managers store the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={pending.email} readOnly hidden />
        <NewPasswordFields form={form} />
      </AuthForm>
    </AuthCard>
  );
}

export const newPasswordRoute: RouteObject = { path: AUTH_PATHS.newPassword, Component: NewPasswordScreen };
