import { Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import type { AssetDto, AssetPaymentDto } from '@tranche/contracts';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import figures from '../../../components/figures/figures.module.css';
import { QueryState } from '../../../components/query-state';
import { errorText } from '../../../lib/api-error';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useAssetPayments, useClientAssets, useConfirmTransfer } from '../api/orders.api';
import { StatusBadge } from './status-badge';

const shownStatus = (payment: AssetPaymentDto) => (payment.overdue ? 'OVERDUE' : payment.paymentStatus);

/** One sale: its repayment progress and schedule, with the client's "I have transferred" per instalment. */
function Sale({ asset }: { asset: AssetDto }) {
  const { t } = useTranslation('orders');
  const format = useMoneyFormat();
  const schedule = useAssetPayments(asset.id);
  const confirm = useConfirmTransfer();
  const money = (minor: number) => format.money(minor, asset.currency);
  const title = t('asset.title', { count: asset.subscriptions, months: asset.contractLengthMonths });
  return (
    <Paper withBorder radius="md" p="lg" component="article" aria-label={title}>
      <Title order={3} size="h4" mb={4}>
        {title}
      </Title>
      <QueryState query={schedule} empty={t('sale.noSchedule')}>
        {(payments) => {
          const repaid = payments
            .filter((p) => p.paymentStatus === 'PAID')
            .reduce((sum, p) => sum + p.rate, 0);
          const total = payments.reduce((sum, p) => sum + p.rate, 0);
          // The next instalment to pay, and any overdue one, can be announced as transferred.
          const next = payments.find((p) => p.paymentStatus === 'NOT_PAID');
          const announceable = (p: AssetPaymentDto) =>
            p.paymentStatus === 'NOT_PAID' && (p.overdue || p.id === next?.id);
          return (
            <Stack gap="sm">
              <Text size="sm" c="dimmed" mb="xs">
                {t('sale.repays', {
                  face: money(asset.faceValue),
                  count: payments.length,
                  first: format.day(payments[0]?.paymentDueDate ?? asset.updatedAt),
                })}
              </Text>
              <Group justify="space-between">
                <Text size="sm" className={figures.figure}>
                  {t('sale.progress', { repaid: money(repaid), total: money(total) })}
                </Text>
                <Text size="sm" c="dimmed" className={figures.figure}>
                  {t('sale.outstanding', { amount: money(total - repaid) })}
                </Text>
              </Group>
              <Progress
                value={total === 0 ? 0 : (repaid / total) * 100}
                aria-label={t('sale.progressLabel')}
              />
              <Table striped withTableBorder verticalSpacing="xs" aria-label={t('sale.caption')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th ta="right">{t('sale.number')}</Table.Th>
                    <Table.Th>{t('sale.due')}</Table.Th>
                    <Table.Th ta="right">{t('sale.rate')}</Table.Th>
                    <Table.Th>{t('sale.status')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {payments.map((payment) => (
                    <Table.Tr key={payment.id}>
                      <Table.Td ta="right" className={figures.figure}>
                        {payment.number}
                      </Table.Td>
                      <Table.Td className={figures.figure}>{format.day(payment.paymentDueDate)}</Table.Td>
                      <Table.Td ta="right" className={figures.figure}>
                        {money(payment.rate)}
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge status={shownStatus(payment)} />
                      </Table.Td>
                      <Table.Td ta="right">
                        {announceable(payment) && (
                          <ConfirmButton
                            size="xs"
                            color="blue"
                            confirmColor="blue"
                            title={t('sale.confirmTitle', { number: payment.number })}
                            text={t('sale.confirmText', { amount: money(payment.rate) })}
                            confirmLabel={t('sale.confirm')}
                            cancelLabel={t('keep')}
                            aria-label={t('sale.confirmLabel', { number: payment.number })}
                            onConfirm={async () => {
                              try {
                                await confirm.mutateAsync(payment.id);
                                toast.success(t('sale.confirmed'));
                              } catch (error) {
                                toast.error(errorText(error));
                              }
                            }}
                          >
                            {t('sale.confirm')}
                          </ConfirmButton>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          );
        }}
      </QueryState>
    </Paper>
  );
}

/** Orders → Executed for a client: its completed sales and their repayment schedules. */
export function ClientSales() {
  const { t } = useTranslation('orders');
  const sold = useClientAssets('COMPLETED');
  return (
    <QueryState query={sold} empty={t('sale.none')}>
      {(assets) => (
        <Stack gap="lg">
          {assets.map((asset) => (
            <Sale key={asset.id} asset={asset} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
