import { Badge, Button, Group, Table } from '@mantine/core';
import type { TradingStrategyDto } from '@tranche/contracts';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../../components/confirm-button';
import figures from '../../../../components/figures/figures.module.css';
import { QueryState } from '../../../../components/query-state';
import { errorText } from '../../../../lib/api-error';
import { useMoneyFormat } from '../../../../lib/use-money-format';
import { useDeleteStrategy, useStrategies } from '../../api/strategies.api';
import { PotentialLabel } from './potential-label';

/** The investor's strategies: amount, used, left, potential income and return, status; edit or delete. */
export function StrategyList({ onEdit }: { onEdit: (strategy: TradingStrategyDto) => void }) {
  const { t } = useTranslation('orders');
  const format = useMoneyFormat();
  const strategies = useStrategies();
  const remove = useDeleteStrategy();
  return (
    <QueryState query={strategies} empty={t('handsFree.none')}>
      {(all) => (
        <Table.ScrollContainer minWidth={900}>
          <Table striped withTableBorder verticalSpacing="xs" aria-label={t('handsFree.strategies')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('handsFree.form.name')}</Table.Th>
                <Table.Th ta="right">{t('handsFree.form.investmentAmount')}</Table.Th>
                <Table.Th ta="right">{t('handsFree.used')}</Table.Th>
                <Table.Th ta="right">{t('handsFree.left')}</Table.Th>
                <Table.Th ta="right">
                  <PotentialLabel kind="monthlyIncome" />
                </Table.Th>
                <Table.Th ta="right">
                  <PotentialLabel kind="totalReturn" />
                </Table.Th>
                <Table.Th>{t('handsFree.statusLabel')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {all.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td ta="right" className={figures.figure}>
                    {format.money(s.investmentAmount, s.currency)}
                  </Table.Td>
                  <Table.Td ta="right" className={figures.figure}>
                    {format.money(s.used, s.currency)}
                  </Table.Td>
                  <Table.Td ta="right" className={figures.figure}>
                    {format.money(s.left, s.currency)}
                  </Table.Td>
                  <Table.Td ta="right" className={figures.figure}>
                    {format.money(s.potentialMonthlyIncome, s.currency)}
                  </Table.Td>
                  <Table.Td ta="right" className={figures.figure}>
                    {format.money(s.potentialTotalReturn, s.currency)}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={s.status === 'ACTIVE' ? 'teal' : 'gray'} miw="max-content">
                      {t(`handsFree.status.${s.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('handsFree.editLabel', { name: s.name })}
                        onClick={() => onEdit(s)}
                      >
                        {t('handsFree.edit')}
                      </Button>
                      <ConfirmButton
                        size="xs"
                        title={t('handsFree.deleteTitle', { name: s.name })}
                        text={t('handsFree.deleteText')}
                        confirmLabel={t('handsFree.delete')}
                        cancelLabel={t('keep')}
                        aria-label={t('handsFree.deleteLabel', { name: s.name })}
                        onConfirm={async () => {
                          try {
                            await remove.mutateAsync(s.id);
                            toast.success(t('handsFree.deleted'));
                          } catch (error) {
                            toast.error(errorText(error));
                          }
                        }}
                      >
                        {t('handsFree.delete')}
                      </ConfirmButton>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </QueryState>
  );
}
