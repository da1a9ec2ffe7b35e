import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { FormError } from '../../../components/form-alert';
import { TotpEnrolment } from '../../../components/totp-enrolment';
import { authErrorText } from '../../../lib/auth/auth-errors';
import type { TotpSetup } from '../../../lib/auth/auth-types';
import { useSession } from '../../../lib/auth/session-context';
import { SecuritySection } from './security-section';

const MFA_KEY = ['identity', 'mfa'] as const;

/** Enable TOTP (setUpTOTP → QR → first code → preferred MFA) and disable it behind a confirmation. */
export function TwoStepVerification() {
  const { t } = useTranslation(['security', 'auth', 'auth-steps']);
  const { client, user } = useSession();
  const queryClient = useQueryClient();
  const enabled = useQuery({ queryKey: MFA_KEY, queryFn: () => client.totpEnabled() });
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

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

  const verify = async (code: string) => {
    await client.enableTotp(code);
    setSetup(null);
    await queryClient.invalidateQueries({ queryKey: MFA_KEY });
    toast.success(t('security:totp.enabled'));
    return null;
  };

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
          <Text>{t('auth-steps:totp.scan')}</Text>
          <TotpEnrolment
            setup={setup}
            onVerify={verify}
            actions={
              <Button variant="default" onClick={() => setSetup(null)}>
                {t('security:cancel')}
              </Button>
            }
          />
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text>{t('security:totp.disabledText')}</Text>
          <Button onClick={() => void start()} loading={starting}>
            {t('security:totp.enable')}
          </Button>
        </Stack>
      )}
      <FormError>{error}</FormError>
    </SecuritySection>
  );
}
