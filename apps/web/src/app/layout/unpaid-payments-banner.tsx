import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { countResponseSchema } from '@tranche/contracts/subscriptions';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../features/account';
import { api } from '../../lib/api-client';

const countSchema = countResponseSchema.shape.data;

/**
 * 'You have unpaid due payments' (spec §8) above every screen of an approved client with an
 * instalment past its due day and not paid. The count reads 0 when it fails (spec §8), so a
 * failing call never shows the banner.
 */
export function UnpaidPaymentsBanner() {
  const { t } = useTranslation('common');
  const { user } = useUser();
  const client = user?.kind === 'CLIENT' && user.reviewStatus === 'APPROVED';
  const overdue = useQuery({
    queryKey: ['client', 'asset-payments', 'overdue-count'],
    enabled: client,
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      countSchema.parse(await api.get('/client/asset-payments/count?where[overdue]=true', { signal })).count,
  });
  if (!client || !overdue.data) return null;
  return (
    <Alert
      role="status"
      color="orange"
      mb="lg"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('unpaidDuePayments')}
    />
  );
}
