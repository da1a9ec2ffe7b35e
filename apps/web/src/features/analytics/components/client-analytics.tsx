import { Alert, Button, Group, Text } from '@mantine/core';
import { type Currency, isCurrency } from '@tranche/domain';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { WithUser } from '../../account';

/** What an analytics tab's page gets: the company's id and the currency to show before an answer names one. */
export interface ClientPageProps {
  clientId: string | null;
  fallbackCurrency: Currency;
}

/** An analytics tab: its page for a client (analytics are a company's own); anybody else is told so. */
export function ClientAnalytics({ page: Page }: { page: ComponentType<ClientPageProps> }) {
  const { t } = useTranslation('analytics');
  return (
    <WithUser>
      {(user) =>
        user.kind === 'CLIENT' ? (
          <Page
            clientId={user.id_client}
            fallbackCurrency={isCurrency(user.currency) ? user.currency : 'USD'}
          />
        ) : (
          <Text c="dimmed">{t('clientsOnly')}</Text>
        )
      }
    </WithUser>
  );
}

/** A tab's figures that did not load: why, and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('analytics');
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between">
        <Text size="sm">{t('loadFailed', { reason: errorText(error) })}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Group>
    </Alert>
  );
}
