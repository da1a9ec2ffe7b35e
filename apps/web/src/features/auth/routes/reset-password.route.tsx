import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RouteObject, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CodeInput, codeDigits, useCodeRule } from '../../../components/code-input';
import { FormNotice } from '../../../components/form-alert';
import { NewPasswordFields, useNewPasswordRules } from '../../../components/new-password-fields';
import { authErrorText } from '../../../lib/auth/auth-errors';
import { useSession } from '../../../lib/auth/session-context';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { AuthLink } from '../components/auth-link';
import { EmailInput } from '../components/email-input';
import { useCodeResend } from '../hooks/use-code-resend';
import { AUTH_PATHS, authHref } from '../lib/auth-paths';
import { useStepState } from '../lib/step-state';
import { normaliseEmail, validEmail } from '../lib/validators';

/** Reset password with the emailed code (spec §2), then sign in with the new one. */
function ResetPasswordScreen() {
  const { t } = useTranslation(['auth', 'auth-steps']);
  const { search } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { client } = useSession();
  const state = useStepState();
  const [error, setError] = useState<string | null>(null);

  const codeRule = useCodeRule();
  const passwordRules = useNewPasswordRules();
  const form = useForm({
    initialValues: { email: params.get('email') ?? '', code: '', password: '', repeat: '' },
    validate: { email: validEmail(t), code: codeRule, ...passwordRules },
  });
  const { destination, resent, resending, resend } = useCodeResend(form, {
    destination: state.destination,
    send: (email) => client.resetPassword(email),
    failureText: authErrorText,
    setError,
  });

  const submit = form.onSubmit(async ({ email, code, password }) => {
    setError(null);
    const address = normaliseEmail(email);
    try {
      await client.confirmResetPassword(address, codeDigits(code), password);
      navigate(authHref(AUTH_PATHS.signIn, search, { email: address }), {
        state: { notice: 'passwordChanged' },
        replace: true,
      });
    } catch (failure) {
      setError(authErrorText(failure));
    }
  });

  const intro = destination
    ? t('auth-steps:resetPassword.intro', { destination })
    : t('auth-steps:resetPassword.introUnknown');
  return (
    <AuthCard title={t('auth-steps:resetPassword.title')} intro={intro}>
      {state.notice === 'resetRequired' && <FormNotice>{t('auth-steps:resetPassword.required')}</FormNotice>}
      {resent && destination && (
        <FormNotice>{t('auth-steps:resetPassword.resent', { destination })}</FormNotice>
      )}
      <AuthForm
        onSubmit={submit}
        submitting={form.submitting}
        submitLabel={t('auth-steps:resetPassword.submit')}
        error={error}
        footer={
          <Button variant="subtle" onClick={() => void resend()} loading={resending}>
            {t('auth-steps:resetPassword.resend')}
          </Button>
        }
      >
        <EmailInput {...form.getInputProps('email')} />
        <CodeInput label={t('fields.code')} required {...form.getInputProps('code')} />
        <NewPasswordFields form={form} />
      </AuthForm>
      <AuthLink to={AUTH_PATHS.signIn} size="sm" ta="center">
        {t('auth-steps:forgotPassword.back')}
      </AuthLink>
    </AuthCard>
  );
}

export const resetPasswordRoute: RouteObject = {
  path: AUTH_PATHS.resetPassword,
  Component: ResetPasswordScreen,
};
