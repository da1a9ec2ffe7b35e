import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import type { TradingStrategyDto } from '@tranche/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../account';
import { AutoBidList } from './auto-bid-list';
import { StrategyForm } from './strategy-form';
import { StrategyList } from './strategy-list';

/**
 * The Hands Free tab of Orders: an investor's standing strategies (what they used, what is left
 * and what the assets matching now could earn), the form to set one up or change it, and the
 * automatic bids with why each was placed. Clients are told it is an investor's tool.
 */
export function HandsFreeTab() {
  const { t } = useTranslation('orders');
  const { user } = useUser();
  const [editing, setEditing] = useState<TradingStrategyDto | 'new' | null>(null);
  if (user?.kind !== 'INVESTOR') return <Alert color="blue">{t('handsFree.forInvestors')}</Alert>;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={3}>{t('handsFree.strategies')}</Title>
        <Button onClick={() => setEditing('new')}>{t('handsFree.create')}</Button>
      </Group>
      <StrategyList onEdit={setEditing} />
      <Title order={3}>{t('handsFree.autoBids.title')}</Title>
      <AutoBidList />
      {editing && (
        <StrategyForm
          strategy={editing === 'new' ? null : editing}
          defaultCurrency={user.currency}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
