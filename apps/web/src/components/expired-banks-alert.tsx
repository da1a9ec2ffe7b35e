import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Integration } from '@tranche/contracts/integrations';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Spec §8's 'You have expired bank integrations', while the consent of a bank connection has run
 * out, with the way to renew it; nothing otherwise.
 */
export function ExpiredBanksAlert({ connections }: { connections: readonly Integration[] | undefined }) {
  const { t } = useTranslation('integrations');
  const expired = connections?.some((row) => row.category === 'banking' && row.status === 'expired');
  if (!expired) return null;
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="alert"
      title={t('expiredBanks.text')}
    >
      <Anchor component={Link} to="/settings/integrations" size="sm">
        {t('expiredBanks.action')}
      </Anchor>
    </Alert>
  );
}
