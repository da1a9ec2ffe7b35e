import { Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { authErrorText } from '../../../lib/auth/auth-errors';
import type { MfaType } from '../../../lib/auth/auth-types';
import { useSession } from '../../../lib/auth/session-context';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { StepExpired } from '../components/step-expired';
import { useSignInFlow } from '../hooks/use-sign-in-flow';
import { AUTH_PATHS } from '../lib/auth-paths';
import { useSignInStep } from '../lib/step-state';

/** MFA selection (several kinds enabled) and MFA setup selection (the pool requires one). */
function MfaSelectionScreen() {
  const { t } = useTranslation('auth');
  const { client } = useSession();
  const proceed = useSignInFlow();
  const pending = useSignInStep('MFA_SELECTION', 'MFA_SETUP_SELECTION');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ choice: MfaType | '' }>({
    initialValues: { choice: pending?.step.options[0] ?? '' },
    validate: { choice: (value) => (value ? null : t('validation.required', { field: t('mfa.method') })) },
  });
  if (!pending) return <StepExpired />;
  const setup = pending.step.step === 'MFA_SETUP_SELECTION';

  const submit = form.onSubmit(async ({ choice }) => {
    setError(null);
    try {
      setError(await proceed(await client.confirmSignIn(choice), pending.email));
    } catch (failure) {
      setError(authErrorText(failure));
    }
  });

  return (
    <AuthCard
      title={setup ? t('mfa.setupTitle') : t('mfa.selectTitle')}
      intro={setup ? t('mfa.setupIntro') : t('mfa.selectIntro')}
    >
      <AuthForm onSubmit={submit} submitting={form.submitting} submitLabel={t('mfa.continue')} error={error}>
        <Radio.Group label={t('mfa.method')} required {...form.getInputProps('choice')}>
          <Stack gap="xs" mt={6}>
            {pending.step.options.map((type) => (
              <Radio key={type} value={type} label={t(`mfa.${type}`)} />
            ))}
          </Stack>
        </Radio.Group>
      </AuthForm>
    </AuthCard>
  );
}

export const mfaSelectionRoute: RouteObject = {
  path: AUTH_PATHS.mfaSelection,
  Component: MfaSelectionScreen,
};
