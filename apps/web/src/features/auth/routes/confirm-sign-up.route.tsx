import { Button, Group, Loader, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RouteObject, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CodeInput, codeDigits, useCodeRule } from '../../../components/code-input';
import { FormError, FormNotice } from '../../../components/form-alert';
import { authErrorText } from '../../../lib/auth/auth-errors';
import { useSession } from '../../../lib/auth/session-context';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { AuthLink } from '../components/auth-link';
import { EmailInput } from '../components/email-input';
import { useCodeResend } from '../hooks/use-code-resend';
import { useSignInFlow } from '../hooks/use-sign-in-flow';
import { AUTH_PATHS, authHref } from '../lib/auth-paths';
import { useStepState } from '../lib/step-state';
import { normaliseEmail, validEmail } from '../lib/validators';

/**
 * Email verification after sign-up (spec §2): the emailed 6-digit code, a resend, then auto
 * sign-in with the credentials of this tab's sign-up (spec §4) — or the sign-in page when the
 * account was confirmed somewhere else.
 */
function ConfirmSignUpScreen() {
  const { t } = useTranslation(['auth', 'auth-steps']);
  const { search } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { client } = useSession();
  const proceed = useSignInFlow();
  const state = useStepState();
  const [error, setError] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);

  const codeRule = useCodeRule();
  const form = useForm({
    initialValues: { email: params.get('email') ?? '', code: '' },
    validate: { email: validEmail(t), code: codeRule },
    transformValues: ({ email, code }) => ({ email: normaliseEmail(email), code: codeDigits(code) }),
  });
  const { destination, resent, resending, resend } = useCodeResend(form, {
    destination: state.destination,
    send: (email) => client.resendSignUpCode(email),
    failureText: () => t('auth-steps:confirmSignUp.resendFailed'),
    setError,
  });

  const toSignIn = useCallback(
    (email: string) =>
      navigate(authHref(AUTH_PATHS.signIn, search, { email }), {
        state: { notice: 'confirmed' },
        replace: true,
      }),
    [navigate, search],
  );

  const autoSignIn = useCallback(
    async (email: string) => {
      setSigningIn(true);
      try {
        setError(await proceed(await client.autoSignIn(), email));
      } catch (failure) {
        if (failure instanceof Error && failure.name === 'NoAutoSignInError') toSignIn(email);
        else setError(authErrorText(failure));
      } finally {
        setSigningIn(false);
      }
    },
    [client, proceed, toSignIn],
  );

  // Sign-up that needed no code (a pool that confirms by link or by itself): wait for the account.
  const started = useRef(false);
  useEffect(() => {
    if (!state.autoSignIn || started.current) return;
    started.current = true;
    void autoSignIn(normaliseEmail(params.get('email') ?? ''));
  }, [autoSignIn, params, state.autoSignIn]);

  const submit = form.onSubmit(async ({ email, code }) => {
    setError(null);
    try {
      const result = await client.confirmSignUp(email, code);
      if (result.step === 'COMPLETE_AUTO_SIGN_IN') await autoSignIn(email);
      else toSignIn(email);
    } catch (failure) {
      setError(authErrorText(failure));
    }
  });

  const intro = destination
    ? t('auth-steps:confirmSignUp.intro', { destination })
    : t('auth-steps:confirmSignUp.introUnknown');
  return (
    <AuthCard title={t('auth-steps:confirmSignUp.title')} intro={intro}>
      {state.notice === 'pleaseConfirm' && (
        <FormNotice>{t('auth-steps:confirmSignUp.pleaseConfirm')}</FormNotice>
      )}
      {resent && destination && (
        <FormNotice>{t('auth-steps:confirmSignUp.resent', { destination })}</FormNotice>
      )}
      {signingIn ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('auth-steps:confirmSignUp.signingIn')}</Text>
        </Group>
      ) : (
        <AuthForm
          onSubmit={submit}
          submitting={form.submitting}
          submitLabel={t('auth-steps:confirmSignUp.submit')}
          error={error}
          footer={
            <Button variant="subtle" onClick={() => void resend()} loading={resending}>
              {t('auth-steps:confirmSignUp.resend')}
            </Button>
          }
        >
          <EmailInput {...form.getInputProps('email')} />
          <CodeInput label={t('fields.code')} required {...form.getInputProps('code')} />
        </AuthForm>
      )}
      {signingIn && <FormError>{error}</FormError>}
      <AuthLink to={AUTH_PATHS.signIn} size="sm" ta="center">
        {t('auth-steps:confirmSignUp.back')}
      </AuthLink>
    </AuthCard>
  );
}

export const confirmSignUpRoute: RouteObject = {
  path: AUTH_PATHS.confirmSignUp,
  Component: ConfirmSignUpScreen,
};
