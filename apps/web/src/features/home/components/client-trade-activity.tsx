import { Anchor, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import type { Currency } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useClientAssets, useClientPayments, useClientSubs } from '../api/home-trade.api';
import { paymentsByMonth } from '../lib/payments-by-month';
import { RepaymentsChart } from './repayments-chart';
import { StatTile } from './stat-tile';

/**
 * Home's trade part for a client (spec §2): trade activity (assets on the market and their bids,
 * completed sales), the next due payment, sold subscriptions, and repayments over time.
 */
export function ClientTradeActivity() {
  const { t } = useTranslation('home');
  const format = useMoneyFormat();
  const assets = useClientAssets();
  const payments = useClientPayments();
  const subs = useClientSubs();
  if (assets.isPending || payments.isPending || subs.isPending)
    return <Skeleton h={220} radius="md" aria-label={t('trade.loading')} />;
  if (assets.isError || payments.isError || subs.isError) return null;
  const open = assets.data.filter((a) => a.status === 'OPEN');
  const sold = assets.data.filter((a) => a.status === 'COMPLETED');
  const bids = open.reduce((n, a) => n + a.bids, 0);
  const unpaid = payments.data.filter((p) => p.paymentStatus !== 'PAID');
  const next = unpaid[0];
  const overdue = unpaid.filter((p) => p.overdue);
  const soldMrr = subs.data.byCurrency.filter((c) => c.soldMrr > 0);
  const currency = (next?.assetCurrency ??
    payments.data[0]?.assetCurrency ??
    sold[0]?.currency ??
    'EUR') as Currency;
  return (
    <Stack gap="md" component="section" aria-labelledby="home-trade">
      <Title order={2} size="h3" id="home-trade">
        {t('trade.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <StatTile
          label={t('trade.onMarket')}
          value={String(open.length)}
          note={t('trade.bids', { count: bids })}
        />
        <StatTile
          label={t('trade.sales')}
          value={String(sold.length)}
          note={
            <Anchor component={Link} to="/orders/executed" size="xs">
              {t('trade.openOrders')}
            </Anchor>
          }
        />
        <StatTile
          label={t('trade.nextPayment')}
          value={next ? format.money(next.rate, next.assetCurrency) : '–'}
          note={
            next
              ? overdue.length > 0
                ? t('trade.overdue', { count: overdue.length })
                : t('trade.dueOn', { date: format.day(next.paymentDueDate) })
              : t('trade.nothingDue')
          }
        />
        <StatTile
          label={t('trade.sold')}
          value={String(subs.data.byTradingStatus.SOLD)}
          note={
            soldMrr.length > 0
              ? t('trade.soldMrr', {
                  mrr: soldMrr.map((c) => format.money(c.soldMrr, c.currency)).join(' · '),
                })
              : t('trade.noneSold')
          }
        />
      </SimpleGrid>
      {payments.data.length > 0 ? (
        <RepaymentsChart
          title={t('trade.chart')}
          subtitle={t('trade.chartSubtitle')}
          currency={currency}
          months={paymentsByMonth(payments.data.filter((p) => p.assetCurrency === currency))}
          dueLabel={t('trade.due')}
          paidLabel={t('trade.paid')}
        />
      ) : (
        <Anchor component={Link} to="/trading" size="sm">
          {t('trade.start')}
        </Anchor>
      )}
    </Stack>
  );
}
