import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RouteObject, useLocation, useNavigate, useSearchParams } from 'react-router';
import { authErrorText } from '../../../lib/auth/auth-errors';
import { useSession } from '../../../lib/auth/session-context';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { AuthLink } from '../components/auth-link';
import { EmailInput } from '../components/email-input';
import { AUTH_PATHS, authHref } from '../lib/auth-paths';
import { normaliseEmail, validEmail } from '../lib/validators';

/** Forgot password: the pool mails a code for choosing a new password (spec §2). */
function ForgotPasswordScreen() {
  const { t } = useTranslation(['auth', 'auth-steps']);
  const { search } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { client } = useSession();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: params.get('email') ?? '' },
    validate: { email: validEmail(t) },
    transformValues: ({ email }) => ({ email: normaliseEmail(email) }),
  });

  const submit = form.onSubmit(async ({ email }) => {
    setError(null);
    try {
      const { destination } = await client.resetPassword(email);
      navigate(authHref(AUTH_PATHS.resetPassword, search, { email }), { state: { destination } });
    } catch (failure) {
      setError(authErrorText(failure));
    }
  });

  return (
    <AuthCard title={t('auth-steps:forgotPassword.title')} intro={t('auth-steps:forgotPassword.intro')}>
      <AuthForm
        onSubmit={submit}
        submitting={form.submitting}
        submitLabel={t('auth-steps:forgotPassword.submit')}
        error={error}
      >
        <EmailInput {...form.getInputProps('email')} />
      </AuthForm>
      <AuthLink to={AUTH_PATHS.signIn} size="sm" ta="center">
        {t('auth-steps:forgotPassword.back')}
      </AuthLink>
    </AuthCard>
  );
}

export const forgotPasswordRoute: RouteObject = {
  path: AUTH_PATHS.forgotPassword,
  Component: ForgotPasswordScreen,
};
