import { Checkbox } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { CodeInput, codeDigits, useCodeRule } from '../../../components/code-input';
import { authErrorText } from '../../../lib/auth/auth-errors';
import { useSession } from '../../../lib/auth/session-context';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { StepExpired } from '../components/step-expired';
import { useSignInFlow } from '../hooks/use-sign-in-flow';
import { AUTH_PATHS } from '../lib/auth-paths';
import { useSignInStep } from '../lib/step-state';

/** The second factor: a code from the authenticator app, or one sent by SMS or email. */
function MfaCodeScreen() {
  const { t } = useTranslation('auth');
  const { client } = useSession();
  const proceed = useSignInFlow();
  const pending = useSignInStep('TOTP_CODE', 'SMS_CODE', 'EMAIL_CODE');
  const [error, setError] = useState<string | null>(null);
  const codeRule = useCodeRule();
  const form = useForm({ initialValues: { code: '', remember: false }, validate: { code: codeRule } });
  if (!pending) return <StepExpired />;
  const { step } = pending;

  const submit = form.onSubmit(async ({ code, remember }) => {
    setError(null);
    try {
      setError(await proceed(await client.confirmSignIn(codeDigits(code)), pending.email, { remember }));
    } catch (failure) {
      setError(authErrorText(failure));
    }
  });

  const destination = step.step === 'TOTP_CODE' ? null : step.destination;
  const { title, intro } =
    step.step === 'TOTP_CODE'
      ? { title: t('mfa.totpTitle'), intro: t('mfa.totpIntro') }
      : step.step === 'SMS_CODE'
        ? { title: t('mfa.smsTitle'), intro: destination ? t('mfa.smsIntro', { destination }) : null }
        : { title: t('mfa.emailTitle'), intro: destination ? t('mfa.emailIntro', { destination }) : null };

  return (
    <AuthCard title={title} intro={intro ?? t('mfa.codeIntroUnknown')}>
      <AuthForm onSubmit={submit} submitting={form.submitting} submitLabel={t('mfa.verify')} error={error}>
        <CodeInput
          label={t('fields.code')}
          required
          data-autofocus
          autoFocus
          {...form.getInputProps('code')}
        />
        <Checkbox label={t('mfa.remember')} {...form.getInputProps('remember', { type: 'checkbox' })} />
      </AuthForm>
    </AuthCard>
  );
}

export const mfaCodeRoute: RouteObject = { path: AUTH_PATHS.mfaCode, Component: MfaCodeScreen };
