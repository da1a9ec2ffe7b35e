import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../account';
import { BidList } from './bid-list';
import { ClientOpenAssets } from './client-open-assets';
import { ClientSales } from './client-sales';
import { HandsFreeTab } from './hands-free/hands-free-tab';

export type OrdersTabName = 'active' | 'executed' | 'bidding' | 'hands-free';

/**
 * One tab of Orders for the signed-in company. Clients: Active = their assets on the market with
 * the bids received (accept one, or withdraw the asset); Executed = completed sales with their
 * repayment schedules; Bidding = every bid received. Investors: Active = their open bids;
 * Executed = their accepted bids; Bidding = every bid they placed. Hands Free: an investor's
 * automatic strategies and the bids they placed.
 */
export function OrdersTab({ tab }: { tab: OrdersTabName }) {
  const { t } = useTranslation('orders');
  const { user } = useUser();
  const side = user?.kind === 'INVESTOR' ? 'investor' : 'client';
  const content = () => {
    if (tab === 'hands-free') return <HandsFreeTab />;
    if (side === 'client') {
      if (tab === 'active') return <ClientOpenAssets />;
      if (tab === 'executed') return <ClientSales />;
      return <BidList side="client" filter={() => true} empty={t('bids.noneReceived')} />;
    }
    if (tab === 'active')
      return (
        <BidList side="investor" filter={(bid) => bid.status === 'BIDDING'} empty={t('bids.noneOpen')} />
      );
    if (tab === 'executed')
      return (
        <BidList side="investor" filter={(bid) => bid.status === 'ACCEPTED'} empty={t('bids.noneAccepted')} />
      );
    return <BidList side="investor" filter={() => true} empty={t('bids.nonePlaced')} />;
  };
  return (
    <Stack gap="md" pt="md">
      <Text size="sm" c="dimmed">
        {t(`intro.${side}.${tab}`)}
      </Text>
      {content()}
    </Stack>
  );
}
