import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { FormError } from '../../../components/form-alert';
import { authErrorText } from '../../../lib/auth/auth-errors';
import type { AuthDevice } from '../../../lib/auth/auth-types';
import { useSession } from '../../../lib/auth/session-context';
import { deviceName } from './device-name';
import { SecuritySection } from './security-section';

const DEVICES_KEY = ['identity', 'devices'] as const;

/** The devices the pool tracks for this user: remember this one, forget any (behind a confirmation). */
export function Devices() {
  const { t, i18n } = useTranslation('security');
  const { client } = useSession();
  const queryClient = useQueryClient();
  const devices = useQuery({ queryKey: DEVICES_KEY, queryFn: () => client.devices() });
  const [error, setError] = useState<string | null>(null);
  const [remembering, setRemembering] = useState(false);
  const dates = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });

  const refresh = () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY });

  const forget = async (device: AuthDevice) => {
    setError(null);
    try {
      await client.forgetDevice(device);
      await refresh();
      toast.success(t('devices.forgotten'));
    } catch (failure) {
      setError(authErrorText(failure));
    }
  };

  const rememberThisDevice = async () => {
    setError(null);
    setRemembering(true);
    try {
      await client.rememberDevice();
      await refresh();
      toast.success(t('devices.rememberedNow'));
    } catch (failure) {
      setError(authErrorText(failure));
    } finally {
      setRemembering(false);
    }
  };

  return (
    <SecuritySection title={t('devices.title')} intro={t('devices.intro')}>
      {devices.isPending ? (
        <Skeleton h={56} />
      ) : devices.isError ? (
        <Group>
          <Text c="red">{t('loadFailed')}</Text>
          <Button variant="subtle" onClick={() => void devices.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      ) : devices.data.length === 0 ? (
        <Text c="dimmed">{t('devices.empty')}</Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {devices.data.map((device) => {
            const name = deviceName(device.name) ?? t('devices.unknownName');
            return (
              <Group
                key={device.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                py="sm"
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>{name}</Text>
                    {device.current && (
                      <Badge variant="light" color="blue">
                        {t('devices.current')}
                      </Badge>
                    )}
                    {device.remembered && (
                      <Badge variant="light" color="teal">
                        {t('devices.remembered')}
                      </Badge>
                    )}
                  </Group>
                  {device.lastAuthenticatedAt && (
                    <Text size="sm" c="dimmed">
                      {t('devices.lastUsed', { date: dates.format(device.lastAuthenticatedAt) })}
                    </Text>
                  )}
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  {device.current && !device.remembered && (
                    <Button
                      variant="light"
                      size="xs"
                      onClick={() => void rememberThisDevice()}
                      loading={remembering}
                    >
                      {t('devices.remember')}
                    </Button>
                  )}
                  <ConfirmButton
                    size="xs"
                    aria-label={t('devices.forgetLabel', { name })}
                    title={t('devices.forgetConfirmTitle')}
                    text={t('devices.forgetConfirmText', { name })}
                    confirmLabel={t('devices.forget')}
                    cancelLabel={t('cancel')}
                    onConfirm={() => forget(device)}
                  >
                    {t('devices.forget')}
                  </ConfirmButton>
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
      <FormError>{error}</FormError>
    </SecuritySection>
  );
}
