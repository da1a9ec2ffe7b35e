import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { CodeInput, codeDigits } from '../../../components/code-input';
import { FormError } from '../../../components/form-alert';
import { QrCode } from '../../../components/qr-code';
import { authErrorText } from '../../../lib/auth/auth-errors';
import { useSession } from '../../../lib/auth/session-context';
import { AuthCard } from '../components/auth-card';
import { StepExpired } from '../components/step-expired';
import { useSignInFlow } from '../hooks/use-sign-in-flow';
import { AUTH_PATHS } from '../lib/auth-paths';
import { useSignInStep } from '../lib/step-state';
import { sixDigitCode } from '../lib/validators';

/** TOTP setup during sign-in (the pool requires MFA): QR code, the secret as text, the first code. */
function TotpSetupScreen() {
  const { t } = useTranslation('auth');
  const { client } = useSession();
  const proceed = useSignInFlow();
  const pending = useSignInStep('TOTP_SETUP');
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ initialValues: { code: '' }, validate: { code: sixDigitCode(t) } });
  if (!pending) return <StepExpired />;
  const { setup } = pending.step;

  const submit = form.onSubmit(async ({ code }) => {
    setError(null);
    try {
      setError(await proceed(await client.confirmSignIn(codeDigits(code)), pending.email));
    } catch (failure) {
      setError(authErrorText(failure));
    }
  });

  return (
    <AuthCard title={t('totp.setupTitle')} intro={t('totp.scan')}>
      <Group justify="center">
        <QrCode value={setup.uri} alt={t('totp.qrAlt')} />
      </Group>
      <Stack gap={4}>
        <Text size="sm">{t('totp.manual')}</Text>
        <Group gap="xs" wrap="nowrap">
          <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="totp-secret">
            {setup.secret}
          </Code>
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="light" onClick={copy}>
                {copied ? t('totp.copied') : t('totp.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <CodeInput
            label={t('fields.code')}
            description={t('totp.enterCode')}
            required
            {...form.getInputProps('code')}
          />
          <FormError>{error}</FormError>
          <Button type="submit" loading={form.submitting}>
            {t('totp.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

export const totpSetupRoute: RouteObject = { path: AUTH_PATHS.totpSetup, Component: TotpSetupScreen };
