import { Table } from '@mantine/core';
import type { OrderDto } from '@tranche/contracts';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import figures from '../../../components/figures/figures.module.css';
import { QueryState } from '../../../components/query-state';
import { errorText } from '../../../lib/api-error';
import { track } from '../../../lib/telemetry';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useBids, useCancelBid } from '../api/orders.api';
import { StatusBadge } from './status-badge';

interface BidListProps {
  side: 'client' | 'investor';
  /** Which bids this tab shows. */
  filter: (bid: OrderDto) => boolean;
  empty: string;
}

/**
 * Bids as a table: an investor's own (cancel an open one), or those on a client's assets (never
 * who placed them — the API does not say).
 */
export function BidList({ side, filter, empty }: BidListProps) {
  const { t } = useTranslation('orders');
  const format = useMoneyFormat();
  const bids = useBids(side);
  const cancel = useCancelBid();
  return (
    <QueryState query={bids} empty={empty} items={(all) => all.filter(filter)}>
      {(all) => (
        <Table striped withTableBorder verticalSpacing="xs" aria-label={t('bids.caption')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bids.placed')}</Table.Th>
              <Table.Th ta="right">{t('bids.price')}</Table.Th>
              <Table.Th ta="right">{t('bids.subscriptions')}</Table.Th>
              <Table.Th ta="right">{t('bids.months')}</Table.Th>
              <Table.Th>{t('bids.status')}</Table.Th>
              {side === 'investor' && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {all.filter(filter).map((bid) => (
              <Table.Tr key={bid.id}>
                <Table.Td className={figures.figure}>{format.day(bid.createdAt)}</Table.Td>
                <Table.Td ta="right" className={figures.figure}>
                  {format.money(bid.price, bid.currency)}
                </Table.Td>
                <Table.Td ta="right" className={figures.figure}>
                  {bid.subscriptions}
                </Table.Td>
                <Table.Td ta="right" className={figures.figure}>
                  {bid.contractLength}
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={bid.status} />
                </Table.Td>
                {side === 'investor' && (
                  <Table.Td ta="right">
                    {bid.status === 'BIDDING' && (
                      <ConfirmButton
                        size="xs"
                        title={t('bids.cancelTitle')}
                        text={t('bids.cancelText', { price: format.money(bid.price, bid.currency) })}
                        confirmLabel={t('bids.cancel')}
                        cancelLabel={t('keep')}
                        aria-label={t('bids.cancelLabel', { price: format.money(bid.price, bid.currency) })}
                        onConfirm={async () => {
                          try {
                            await cancel.mutateAsync(bid.id);
                            track('ORDER_CANCELED', { currency: bid.currency });
                            toast.success(t('bids.canceled'));
                          } catch (error) {
                            toast.error(errorText(error));
                          }
                        }}
                      >
                        {t('bids.cancel')}
                      </ConfirmButton>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </QueryState>
  );
}
