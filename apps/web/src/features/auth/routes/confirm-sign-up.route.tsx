import { Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type RouteObject, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CodeInput, codeDigits, useCodeRule } from '../../../components/code-input';
import { FormError, FormNotice } from '../../../components/form-alert';
import { authErrorText } from '../../../lib/auth/auth-errors';
import { useSession } from '../../../lib/auth/session-context';
import { AuthCard } from '../components/auth-card';
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
  const { t } = useTranslation('auth');
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
    failureText: () => t('confirmSignUp.resendFailed'),
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

  const intro = destination ? t('confirmSignUp.intro', { destination }) : t('confirmSignUp.introUnknown');
  return (
    <AuthCard title={t('confirmSignUp.title')} intro={intro}>
      {state.notice === 'pleaseConfirm' && <FormNotice>{t('confirmSignUp.pleaseConfirm')}</FormNotice>}
      {resent && destination && <FormNotice>{t('confirmSignUp.resent', { destination })}</FormNotice>}
      {signingIn ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('confirmSignUp.signingIn')}</Text>
        </Group>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <CodeInput label={t('fields.code')} required {...form.getInputProps('code')} />
            <FormError>{error}</FormError>
            <Button type="submit" loading={form.submitting}>
              {t('confirmSignUp.submit')}
            </Button>
            <Button variant="subtle" onClick={() => void resend()} loading={resending}>
              {t('confirmSignUp.resend')}
            </Button>
          </Stack>
        </form>
      )}
      {signingIn && <FormError>{error}</FormError>}
      <Anchor component={Link} to={authHref(AUTH_PATHS.signIn, search)} size="sm" ta="center">
        {t('confirmSignUp.back')}
      </Anchor>
    </AuthCard>
  );
}

export const confirmSignUpRoute: RouteObject = {
  path: AUTH_PATHS.confirmSignUp,
  Component: ConfirmSignUpScreen,
};
