import { Badge, Button, Code, CopyButton, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { CodeInput, codeDigits } from '../../../components/code-input';
import { ConfirmButton } from '../../../components/confirm-button';
import { FormError } from '../../../components/form-alert';
import { QrCode } from '../../../components/qr-code';
import { authErrorText } from '../../../lib/auth/auth-errors';
import type { TotpSetup } from '../../../lib/auth/auth-types';
import { useSession } from '../../../lib/auth/session-context';
import { SecuritySection } from './security-section';

const MFA_KEY = ['identity', 'mfa'] as const;

/** Enable TOTP (setUpTOTP → QR → first code → preferred MFA) and disable it behind a confirmation. */
export function TwoStepVerification() {
  const { t } = useTranslation(['security', 'auth']);
  const { client, user } = useSession();
  const queryClient = useQueryClient();
  const enabled = useQuery({ queryKey: MFA_KEY, queryFn: () => client.totpEnabled() });
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => (codeDigits(value).length === 6 ? null : t('auth:validation.code')) },
  });

  const start = async () => {
    setError(null);
    setStarting(true);
    try {
      setSetup(await client.setUpTotp(user?.claims.email ?? ''));
    } catch (failure) {
      setError(authErrorText(failure));
    } finally {
      setStarting(false);
    }
  };

  const verify = form.onSubmit(async ({ code }) => {
    setError(null);
    try {
      await client.enableTotp(codeDigits(code));
      setSetup(null);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: MFA_KEY });
      toast.success(t('security:totp.enabled'));
    } catch (failure) {
      setError(authErrorText(failure));
    }
  });

  const disable = async () => {
    setError(null);
    try {
      await client.disableTotp();
      await queryClient.invalidateQueries({ queryKey: MFA_KEY });
      toast.success(t('security:totp.disabled'));
    } catch (failure) {
      setError(authErrorText(failure));
    }
  };

  const badge =
    enabled.data === undefined ? null : (
      <Badge color={enabled.data ? 'teal' : 'gray'} variant="light" ml="xs">
        {enabled.data ? t('security:totp.on') : t('security:totp.off')}
      </Badge>
    );

  return (
    <SecuritySection title={t('security:totp.title')} badge={badge}>
      {enabled.isPending ? (
        <Skeleton h={36} />
      ) : enabled.isError ? (
        <Group>
          <Text c="red">{t('security:loadFailed')}</Text>
          <Button variant="subtle" onClick={() => void enabled.refetch()}>
            {t('security:retry')}
          </Button>
        </Group>
      ) : enabled.data ? (
        <Stack gap="sm" align="flex-start">
          <Text>{t('security:totp.enabledText')}</Text>
          <ConfirmButton
            title={t('security:totp.disableConfirmTitle')}
            text={t('security:totp.disableConfirmText')}
            confirmLabel={t('security:totp.disable')}
            cancelLabel={t('security:cancel')}
            onConfirm={disable}
          >
            {t('security:totp.disable')}
          </ConfirmButton>
        </Stack>
      ) : setup ? (
        <Stack gap="sm" maw={420}>
          <Text>{t('auth:totp.scan')}</Text>
          <QrCode value={setup.uri} alt={t('auth:totp.qrAlt')} />
          <Text size="sm">{t('auth:totp.manual')}</Text>
          <Group gap="xs" wrap="nowrap">
            <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="totp-secret">
              {setup.secret}
            </Code>
            <CopyButton value={setup.secret}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="light" onClick={copy}>
                  {copied ? t('auth:totp.copied') : t('auth:totp.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <form onSubmit={verify} noValidate>
            <Stack gap="sm">
              <CodeInput
                label={t('auth:fields.code')}
                description={t('auth:totp.enterCode')}
                required
                {...form.getInputProps('code')}
              />
              <FormError>{error}</FormError>
              <Group>
                <Button type="submit" loading={form.submitting}>
                  {t('auth:totp.submit')}
                </Button>
                <Button variant="default" onClick={() => setSetup(null)}>
                  {t('security:cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text>{t('security:totp.disabledText')}</Text>
          <Button onClick={() => void start()} loading={starting}>
            {t('security:totp.enable')}
          </Button>
        </Stack>
      )}
      {!setup && <FormError>{error}</FormError>}
    </SecuritySection>
  );
}
