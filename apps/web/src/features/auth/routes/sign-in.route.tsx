import { Alert, Button, Divider, Group, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, type RouteObject, useLocation, useSearchParams } from 'react-router';
import { FormNotice } from '../../../components/form-alert';
import { AppPasswordInput } from '../../../components/password-input';
import { authErrorText } from '../../../lib/auth/auth-errors';
import { nextPath } from '../../../lib/auth/next-path';
import { useSession } from '../../../lib/auth/session-context';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { AuthLink } from '../components/auth-link';
import { EmailInput } from '../components/email-input';
import { useSignInFlow } from '../hooks/use-sign-in-flow';
import { AUTH_PATHS } from '../lib/auth-paths';
import { type Notice, useStepState } from '../lib/step-state';
import { normaliseEmail, required, validEmail } from '../lib/validators';

const NOTICES: Partial<Record<Notice, 'signIn.confirmed' | 'signIn.passwordChanged' | 'signIn.stepExpired'>> =
  {
    confirmed: 'signIn.confirmed',
    passwordChanged: 'signIn.passwordChanged',
    stepExpired: 'signIn.stepExpired',
  };

/** Spec §4: sign-in is refused while a session exists; say so and offer the way on or out. */
function AlreadySignedIn({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const { signOut } = useSession();
  const [leaving, setLeaving] = useState(false);
  return (
    <AuthCard title={t('signIn.title')}>
      <Alert color="yellow" variant="light" role="status">
        <Text fw={600}>{t('signIn.alreadySignedIn')}</Text>
        <Text size="sm">{t('signIn.signedInAs', { email })}</Text>
      </Alert>
      <Group grow>
        <Button component={Link} to={nextPath(search)}>
          {t('signIn.continue')}
        </Button>
        <Button
          variant="default"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void signOut({ global: false }).finally(() => setLeaving(false));
          }}
        >
          {t('signIn.signOut')}
        </Button>
      </Group>
    </AuthCard>
  );
}

function SignInScreen() {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const [params] = useSearchParams();
  const { user, client } = useSession();
  const proceed = useSignInFlow();
  const { notice } = useStepState();
  const [signedInAtStart] = useState(() => user !== null);
  const [error, setError] = useState<string | null>(null);
  const [sendingCode, setSendingCode] = useState(false);

  const form = useForm({
    initialValues: { email: params.get('email') ?? '', password: '' },
    validate: { email: validEmail(t), password: required(t, t('fields.password')) },
  });

  if (user && signedInAtStart) return <AlreadySignedIn email={user.claims.email} />;
  if (user) return <Navigate to={nextPath(search)} replace />;

  const submit = form.onSubmit(async ({ email, password }) => {
    setError(null);
    try {
      setError(await proceed(await client.signIn(normaliseEmail(email), password), normaliseEmail(email)));
    } catch (failure) {
      setError(authErrorText(failure));
    }
  });

  const emailMeACode = async () => {
    if (form.validateField('email').hasError) return;
    const email = normaliseEmail(form.values.email);
    setError(null);
    setSendingCode(true);
    try {
      setError(await proceed(await client.signInWithEmailCode(email), email));
    } catch (failure) {
      setError(authErrorText(failure));
    } finally {
      setSendingCode(false);
    }
  };

  const noticeKey = notice ? NOTICES[notice] : undefined;
  return (
    <AuthCard title={t('signIn.title')} intro={t('signIn.intro')}>
      {noticeKey && <FormNotice>{t(noticeKey)}</FormNotice>}
      <AuthForm
        onSubmit={submit}
        submitting={form.submitting}
        submitLabel={t('signIn.submit')}
        submitDisabled={sendingCode}
        error={error}
      >
        <EmailInput {...form.getInputProps('email')} />
        <AppPasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <AuthLink
          to={AUTH_PATHS.forgotPassword}
          params={{ email: form.values.email.trim() }}
          size="sm"
          w="fit-content"
        >
          {t('signIn.forgot')}
        </AuthLink>
      </AuthForm>
      <Divider label={t('signIn.or')} labelPosition="center" />
      <Button
        variant="default"
        onClick={() => void emailMeACode()}
        loading={sendingCode}
        disabled={form.submitting}
      >
        {t('signIn.emailCode')}
      </Button>
      <Text size="sm" ta="center">
        {t('signIn.noAccount')} <AuthLink to={AUTH_PATHS.signUp}>{t('signIn.signUp')}</AuthLink>
      </Text>
    </AuthCard>
  );
}

export const signInRoute: RouteObject = { path: AUTH_PATHS.signIn, Component: SignInScreen };
