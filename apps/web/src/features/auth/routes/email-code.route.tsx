import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RouteObject, useLocation, useNavigate } from 'react-router';
import { CodeInput, codeDigits, useCodeRule } from '../../../components/code-input';
import { authErrorText } from '../../../lib/auth/auth-errors';
import { useSession } from '../../../lib/auth/session-context';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { AuthLink } from '../components/auth-link';
import { StepExpired } from '../components/step-expired';
import { useSignInFlow } from '../hooks/use-sign-in-flow';
import { AUTH_PATHS, authHref } from '../lib/auth-paths';
import { useSignInStep } from '../lib/step-state';

/** Passwordless sign-in (custom challenge): the one-time code the pool mailed. */
function EmailCodeScreen() {
  const { t } = useTranslation(['auth', 'auth-steps']);
  const { search } = useLocation();
  const navigate = useNavigate();
  const { client } = useSession();
  const proceed = useSignInFlow();
  const pending = useSignInStep('CUSTOM_CHALLENGE');
  const [error, setError] = useState<string | null>(null);
  const codeRule = useCodeRule();
  const form = useForm({ initialValues: { code: '' }, validate: { code: codeRule } });
  if (!pending) return <StepExpired />;

  const submit = form.onSubmit(async ({ code }) => {
    setError(null);
    try {
      const next = await client.confirmSignIn(codeDigits(code));
      if (next.step === 'CUSTOM_CHALLENGE') {
        // A wrong code: the pool asks again, with fewer tries left.
        navigate(authHref(AUTH_PATHS.emailCode, search), {
          state: { email: pending.email, step: next },
          replace: true,
        });
        setError(
          next.attemptsLeft === null
            ? t('errors.codeMismatch')
            : t('auth-steps:emailCode.attemptsLeft', { count: next.attemptsLeft }),
        );
        return;
      }
      setError(await proceed(next, pending.email));
    } catch (failure) {
      setError(authErrorText(failure));
    }
  });

  const { destination } = pending.step;
  return (
    <AuthCard
      title={t('auth-steps:emailCode.title')}
      intro={t('auth-steps:emailCode.intro', { destination: destination ?? pending.email })}
    >
      <AuthForm
        onSubmit={submit}
        submitting={form.submitting}
        submitLabel={t('auth-steps:emailCode.submit')}
        error={error}
      >
        <CodeInput label={t('fields.code')} required {...form.getInputProps('code')} />
      </AuthForm>
      <AuthLink to={AUTH_PATHS.signIn} params={{ email: pending.email }} size="sm" ta="center">
        {t('auth-steps:emailCode.usePassword')}
      </AuthLink>
    </AuthCard>
  );
}

export const emailCodeRoute: RouteObject = { path: AUTH_PATHS.emailCode, Component: EmailCodeScreen };
