import { Anchor, Checkbox, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, type RouteObject, useLocation, useNavigate } from 'react-router';
import { NewPasswordInput, useNewPasswordRules } from '../../../components/new-password-fields';
import { authErrorText } from '../../../lib/auth/auth-errors';
import type { AccountKind } from '../../../lib/auth/auth-types';
import { useSession } from '../../../lib/auth/session-context';
import { track } from '../../../lib/telemetry';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { AuthLink } from '../components/auth-link';
import { EmailInput } from '../components/email-input';
import { AUTH_PATHS, authHref } from '../lib/auth-paths';
import type { StepState } from '../lib/step-state';
import { normaliseEmail, validEmail } from '../lib/validators';

interface SignUpValues {
  email: string;
  password: string;
  kind: AccountKind | '';
  accepted: boolean;
}

/** Opens in a new tab so reading the terms never throws away what was typed. */
function LegalLink({ to, children }: { to: string; children?: React.ReactNode }) {
  return (
    <Anchor component={Link} to={to} target="_blank" rel="noopener" inherit>
      {children}
    </Anchor>
  );
}

function SignUpScreen() {
  const { t, i18n } = useTranslation(['auth', 'auth-steps']);
  const { search } = useLocation();
  const navigate = useNavigate();
  const { client } = useSession();
  const [error, setError] = useState<string | null>(null);
  const passwordRules = useNewPasswordRules(t('fields.password'));

  const form = useForm<SignUpValues>({
    initialValues: { email: '', password: '', kind: '', accepted: false },
    validate: {
      email: validEmail(t),
      password: passwordRules.password,
      kind: (value) => (value ? null : t('validation.required', { field: t('fields.kind') })),
      accepted: (value) => (value ? null : t('validation.acceptLegal')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    const email = normaliseEmail(values.email);
    try {
      const result = await client.signUp({
        email,
        password: values.password,
        kind: values.kind as AccountKind,
        language: i18n.resolvedLanguage ?? 'en',
      });
      track('SIGNED_UP', { kind: values.kind });
      const state: StepState =
        result.step === 'CONFIRM_SIGN_UP' ? { destination: result.destination } : { autoSignIn: true };
      navigate(authHref(AUTH_PATHS.confirmSignUp, search, { email }), { state });
    } catch (failure) {
      setError(authErrorText(failure, { fallback: 'errors.signUpFailed' }));
    }
  });

  return (
    <AuthCard title={t('auth-steps:signUp.title')} intro={t('auth-steps:signUp.intro')}>
      <AuthForm
        onSubmit={submit}
        submitting={form.submitting}
        submitLabel={t('auth-steps:signUp.submit')}
        error={error}
      >
        <EmailInput {...form.getInputProps('email')} />
        <NewPasswordInput label={t('fields.password')} {...form.getInputProps('password')} />
        <Radio.Group label={t('fields.kind')} required {...form.getInputProps('kind')}>
          <Stack gap="xs" mt={6}>
            <Radio
              value="client"
              label={t('auth-steps:kind.client')}
              description={t('auth-steps:kind.clientHint')}
            />
            <Radio
              value="investor"
              label={t('auth-steps:kind.investor')}
              description={t('auth-steps:kind.investorHint')}
            />
          </Stack>
        </Radio.Group>
        <Checkbox
          required
          label={
            <Trans
              t={t}
              i18nKey="auth-steps:signUp.accept"
              components={{
                terms: <LegalLink to={AUTH_PATHS.terms} />,
                privacy: <LegalLink to={AUTH_PATHS.privacy} />,
              }}
            />
          }
          {...form.getInputProps('accepted', { type: 'checkbox' })}
        />
      </AuthForm>
      <Text size="sm" ta="center">
        {t('auth-steps:signUp.haveAccount')}{' '}
        <AuthLink to={AUTH_PATHS.signIn}>{t('auth-steps:signUp.signIn')}</AuthLink>
      </Text>
    </AuthCard>
  );
}

export const signUpRoute: RouteObject = { path: AUTH_PATHS.signUp, Component: SignUpScreen };
