import { Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { CONNECTION_STYLES, type Integration } from '@tranche/contracts';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { errorText } from '../../../lib/api-error';
import { providerName } from '../../../lib/provider-names';
import { track } from '../../../lib/telemetry';
import { useDeleteIntegration, useSyncNow } from '../api/integrations.api';

const STATUS_COLORS: Record<Integration['status'], string> = {
  pending: 'gray',
  active: 'teal',
  'try again': 'orange',
  expired: 'red',
};

/** One provider in Settings → Integrations: its state, last sync, and what the user can do now. */
export function ProviderCard({
  type,
  title,
  integration,
  onConnect,
  onRenewKey,
  connecting,
  linkUnfinished = false,
  children,
}: {
  type: string;
  /** The card's name when not the provider's (a bank's). */
  title?: string | undefined;
  integration: Integration | undefined;
  onConnect: (type: string) => void;
  /** A new API key for a connection made with one. */
  onRenewKey: (integration: Integration) => void;
  connecting: boolean;
  /** A link page or vault the user left before linking: offered again. */
  linkUnfinished?: boolean;
  /** What the user chooses before connecting (a data centre), shown above the buttons. */
  children?: ReactNode;
}) {
  const keyed = CONNECTION_STYLES[type as keyof typeof CONNECTION_STYLES] === 'apiKey';
  const { t, i18n } = useTranslation('integrations');
  const syncNow = useSyncNow();
  const remove = useDeleteIntegration();
  const name = title ?? providerName(type);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const labelId = `integration-${integration?.id ?? type}`;
  const connectable = integration === undefined || integration.status === 'expired' || linkUnfinished;

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={labelId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} id={labelId}>
            {name}
          </Text>
          <Group gap={6}>
            {integration?.sandbox && (
              <Badge variant="outline" color="grape">
                {t('sandbox')}
              </Badge>
            )}
            <Badge variant="light" color={integration ? STATUS_COLORS[integration.status] : 'gray'}>
              {integration ? t(`status.${integration.status}`) : t('notConnected')}
            </Badge>
          </Group>
        </Group>
        {integration?.vanityUrl && (
          <Text size="sm" ff="monospace">
            {integration.vanityUrl}
          </Text>
        )}
        {integration === undefined ? (
          <Text size="sm" c="dimmed">
            {t(`describe.${type}`, { defaultValue: '' })}
          </Text>
        ) : integration.syncing ? (
          <Stack gap={4} role="status" aria-live="polite">
            <Text size="sm">
              {t('syncing', {
                phase: t(`phase.${integration.syncProgress?.phase ?? 'subscriptions'}`),
                count: integration.syncProgress?.read ?? 0,
              })}
            </Text>
            <Progress value={100} animated striped size="sm" aria-hidden />
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {integration.lastSyncedAt
              ? t('lastSync', { date: when.format(new Date(integration.lastSyncedAt)) })
              : t('neverSynced')}
          </Text>
        )}
        {integration?.status === 'try again' && integration.lastError && !integration.syncing && (
          <Text size="sm" c="red">
            {t('lastError', { reason: integration.lastError })}
          </Text>
        )}
        {connectable && children}
        <Group gap="xs" mt={4}>
          {connectable ? (
            <Button size="xs" onClick={() => onConnect(type)} loading={connecting}>
              {integration?.status === 'expired' ? t('reconnect') : t('connect')}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="light"
              loading={syncNow.isPending}
              disabled={integration.syncing}
              onClick={() =>
                syncNow.mutate(integration, { onError: (error) => void toast.error(errorText(error)) })
              }
            >
              {t('syncNow')}
            </Button>
          )}
          {integration && keyed && (
            <Button size="xs" variant="default" onClick={() => onRenewKey(integration)}>
              {t('key.renew')}
            </Button>
          )}
          {integration && (
            <ConfirmButton
              size="xs"
              title={t('delete.title', { provider: name })}
              text={t('delete.text', { provider: name })}
              confirmLabel={t('delete.confirm')}
              cancelLabel={t('delete.cancel')}
              aria-label={t('delete.label', { provider: name })}
              onConfirm={async () => {
                try {
                  await remove.mutateAsync(integration);
                  track('INTEGRATION_DELETED', { type });
                  toast.success(t('delete.done', { provider: name }));
                } catch (error) {
                  toast.error(errorText(error));
                }
              }}
            >
              {t('delete.button')}
            </ConfirmButton>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
