import { Alert, Button, Divider, Group, Text } from '@mantine/core';
import { useField } from '@mantine/form';
import { type FormEvent, useRef, useState } from 'react';
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

  // Two `useField`s instead of `useForm`: the sign-in page is the first download, and useForm
  // brings list, path and watch machinery this form never uses (the page stays within 150 KB gzip).
  const validators = useRef({ email: validEmail(t), password: required(t, t('fields.password')) });
  validators.current = { email: validEmail(t), password: required(t, t('fields.password')) };
  const email = useField({
    initialValue: params.get('email') ?? '',
    validate: (value) => validators.current.email(value),
  });
  const password = useField({
    initialValue: '',
    validate: (value) => validators.current.password(value),
  });
  const [submitting, setSubmitting] = useState(false);

  if (user && signedInAtStart) return <AlreadySignedIn email={user.claims.email} />;
  if (user) return <Navigate to={nextPath(search)} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = await Promise.all([email.validate(), password.validate()]);
    if (problems.some(Boolean)) return;
    const address = normaliseEmail(email.getValue());
    setError(null);
    setSubmitting(true);
    try {
      setError(await proceed(await client.signIn(address, password.getValue()), address));
    } catch (failure) {
      setError(authErrorText(failure));
    } finally {
      setSubmitting(false);
    }
  };

  const emailMeACode = async () => {
    if (await email.validate()) return;
    const address = normaliseEmail(email.getValue());
    setError(null);
    setSendingCode(true);
    try {
      setError(await proceed(await client.signInWithEmailCode(address), address));
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
        onSubmit={(event) => void submit(event)}
        submitting={submitting}
        submitLabel={t('signIn.submit')}
        submitDisabled={sendingCode}
        error={error}
      >
        <EmailInput {...email.getInputProps()} />
        <AppPasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          required
          {...password.getInputProps()}
        />
        <AuthLink
          to={AUTH_PATHS.forgotPassword}
          params={{ email: email.getValue().trim() }}
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
        disabled={submitting}
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
