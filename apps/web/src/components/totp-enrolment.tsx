import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authErrorText } from '../lib/auth/auth-errors';
import type { TotpSetup } from '../lib/auth/auth-types';
import { CodeInput, codeDigits, useCodeRule } from './code-input';
import { FormError } from './form-alert';
import { QrCode } from './qr-code';

interface TotpEnrolmentProps {
  setup: TotpSetup;
  /** Checks the first code (digits only); resolves to the failure to show, or null. A throw is shown too. */
  onVerify: (code: string) => Promise<string | null>;
  /** Next to the submit button, such as a way to cancel. */
  actions?: ReactNode;
}

/** Adding Tranche to an authenticator app: the QR code, the secret to type in instead, the first code. */
export function TotpEnrolment({ setup, onVerify, actions }: TotpEnrolmentProps) {
  const { t } = useTranslation(['auth', 'auth-steps']);
  const [error, setError] = useState<string | null>(null);
  const codeRule = useCodeRule();
  const form = useForm({ initialValues: { code: '' }, validate: { code: codeRule } });

  const submit = form.onSubmit(async ({ code }) => {
    setError(null);
    try {
      setError(await onVerify(codeDigits(code)));
    } catch (failure) {
      setError(authErrorText(failure));
    }
  });

  const submitButton = (
    <Button type="submit" loading={form.submitting}>
      {t('auth-steps:totp.submit')}
    </Button>
  );
  return (
    <Stack gap="md">
      <Group justify="center">
        <QrCode value={setup.uri} alt={t('auth-steps:totp.qrAlt')} />
      </Group>
      <Stack gap={4}>
        <Text size="sm">{t('auth-steps:totp.manual')}</Text>
        <Group gap="xs" wrap="nowrap">
          <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="totp-secret">
            {setup.secret}
          </Code>
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="light" onClick={copy}>
                {copied ? t('auth-steps:totp.copied') : t('auth-steps:totp.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <CodeInput
            label={t('fields.code')}
            description={t('auth-steps:totp.enterCode')}
            required
            {...form.getInputProps('code')}
          />
          <FormError>{error}</FormError>
          {actions ? (
            <Group>
              {submitButton}
              {actions}
            </Group>
          ) : (
            submitButton
          )}
        </Stack>
      </form>
    </Stack>
  );
}
