import { Table } from '@mantine/core';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../../components/confirm-button';
import figures from '../../../../components/figures/figures.module.css';
import { QueryState } from '../../../../components/query-state';
import { errorText } from '../../../../lib/api-error';
import { track } from '../../../../lib/telemetry';
import { useMoneyFormat } from '../../../../lib/use-money-format';
import { useCancelBid } from '../../api/orders.api';
import { useAutoBids } from '../../api/strategies.api';
import { StatusBadge } from '../status-badge';
import { matchExplanationText } from './match-explanation';

/** The automatic bids, each with the rules that matched; an open one can be withdrawn. */
export function AutoBidList() {
  const { t } = useTranslation('orders');
  const format = useMoneyFormat();
  const bids = useAutoBids();
  const cancel = useCancelBid();
  return (
    <QueryState query={bids} empty={t('handsFree.autoBids.none')}>
      {(all) => (
        <Table.ScrollContainer minWidth={800}>
          <Table striped withTableBorder verticalSpacing="xs" aria-label={t('handsFree.autoBids.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bids.placed')}</Table.Th>
                <Table.Th>{t('handsFree.autoBids.strategy')}</Table.Th>
                <Table.Th ta="right">{t('bids.price')}</Table.Th>
                <Table.Th>{t('handsFree.autoBids.why')}</Table.Th>
                <Table.Th>{t('bids.status')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {all.map((bid) => {
                const price = format.money(bid.price, bid.currency);
                return (
                  <Table.Tr key={bid.id}>
                    <Table.Td className={figures.figure}>{format.day(bid.createdAt)}</Table.Td>
                    <Table.Td>{bid.strategyName}</Table.Td>
                    <Table.Td ta="right" className={figures.figure}>
                      {price}
                    </Table.Td>
                    <Table.Td>{matchExplanationText(t, format.money, bid.explanation)}</Table.Td>
                    <Table.Td>{bid.orderStatus && <StatusBadge status={bid.orderStatus} />}</Table.Td>
                    <Table.Td ta="right">
                      {bid.id_order && bid.orderStatus === 'BIDDING' && (
                        <ConfirmButton
                          size="xs"
                          title={t('handsFree.autoBids.withdrawTitle')}
                          text={t('handsFree.autoBids.withdrawText', { price })}
                          confirmLabel={t('handsFree.autoBids.withdraw')}
                          cancelLabel={t('keep')}
                          aria-label={t('handsFree.autoBids.withdrawLabel', { price })}
                          onConfirm={async () => {
                            try {
                              await cancel.mutateAsync(bid.id_order!);
                              track('ORDER_CANCELED', { currency: bid.currency });
                              toast.success(t('handsFree.autoBids.withdrawn'));
                            } catch (error) {
                              toast.error(errorText(error));
                            }
                          }}
                        >
                          {t('handsFree.autoBids.withdraw')}
                        </ConfirmButton>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </QueryState>
  );
}
