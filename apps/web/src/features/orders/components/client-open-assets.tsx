import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AssetDto } from '@tranche/contracts';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import figures from '../../../components/figures/figures.module.css';
import { QueryState } from '../../../components/query-state';
import { errorText } from '../../../lib/api-error';
import { track } from '../../../lib/telemetry';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useAcceptBid, useAssetWithBids, useCancelAsset, useClientAssets } from '../api/orders.api';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} className={figures.figure}>
        {value}
      </Text>
    </Stack>
  );
}

/** One open asset: what it sells, and every bid on it with the choice to accept one. */
function OpenAsset({ summary }: { summary: AssetDto }) {
  const { t } = useTranslation('orders');
  const format = useMoneyFormat();
  const detail = useAssetWithBids(summary.id);
  const accept = useAcceptBid();
  const cancel = useCancelAsset();
  const money = (minor: number) => format.money(minor, summary.currency);
  const bids = (detail.data?.orders ?? []).filter((bid) => bid.status === 'BIDDING');
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="article"
      aria-label={t('asset.label', { date: format.day(summary.createdAt) })}
    >
      <Group justify="space-between" align="flex-start" mb="md">
        <Stack gap={2}>
          <Title order={3} size="h4">
            {t('asset.title', { count: summary.subscriptions, months: summary.contractLengthMonths })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('asset.listed', { date: format.day(summary.createdAt) })}
          </Text>
        </Stack>
        <ConfirmButton
          size="xs"
          title={t('asset.cancelTitle')}
          text={t('asset.cancelText')}
          confirmLabel={t('asset.cancel')}
          cancelLabel={t('keep')}
          onConfirm={async () => {
            try {
              await cancel.mutateAsync(summary.id);
              toast.success(t('asset.canceled'));
            } catch (error) {
              toast.error(errorText(error));
            }
          }}
        >
          {t('asset.cancel')}
        </ConfirmButton>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
        <Figure label={t('asset.face')} value={money(summary.faceValue)} />
        <Figure label={t('asset.guidePrice')} value={money(summary.guidePrice)} />
        <Figure label={t('asset.grade')} value={summary.grade} />
        <Figure label={t('asset.pledged')} value={String(summary.pledgedSubscriptions)} />
      </SimpleGrid>
      <Text size="sm" c="dimmed" mb="xs">
        {t('asset.faceHint')}
      </Text>
      <QueryState query={detail} empty={t('bids.none')} items={() => bids}>
        {() => (
          <Table striped withTableBorder verticalSpacing="xs" aria-label={t('bids.caption')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bids.received')}</Table.Th>
                <Table.Th ta="right">{t('bids.price')}</Table.Th>
                <Table.Th ta="right">{t('bids.discount')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bids.map((bid) => (
                <Table.Tr key={bid.id}>
                  <Table.Td>{format.day(bid.createdAt)}</Table.Td>
                  <Table.Td ta="right" className={figures.figure}>
                    {money(bid.price)}
                  </Table.Td>
                  <Table.Td ta="right" className={figures.figure}>
                    {(((summary.faceValue - bid.price) / summary.faceValue) * 100).toFixed(1)} %
                  </Table.Td>
                  <Table.Td ta="right">
                    <ConfirmButton
                      size="xs"
                      color="teal"
                      confirmColor="teal"
                      title={t('bids.acceptTitle', { price: money(bid.price) })}
                      text={t('bids.acceptText', {
                        price: money(bid.price),
                        face: money(summary.faceValue),
                        months: summary.contractLengthMonths,
                      })}
                      confirmLabel={t('bids.accept')}
                      cancelLabel={t('keep')}
                      aria-label={t('bids.acceptLabel', { price: money(bid.price) })}
                      onConfirm={async () => {
                        try {
                          await accept.mutateAsync(bid.id);
                          track('ORDER_APPROVED', { currency: bid.currency });
                          toast.success(t('bids.accepted'));
                        } catch (error) {
                          toast.error(errorText(error));
                        }
                      }}
                    >
                      {t('bids.accept')}
                    </ConfirmButton>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </Paper>
  );
}

/** Orders → Active for a client: its assets on the market and the bids they received. */
export function ClientOpenAssets() {
  const { t } = useTranslation('orders');
  const open = useClientAssets('OPEN');
  return (
    <QueryState query={open} empty={t('asset.noneOpen')}>
      {(assets) => (
        <Stack gap="lg">
          {assets.map((asset) => (
            <OpenAsset key={asset.id} summary={asset} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
