import { Alert, Button, Divider, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AssetQuoteDto } from '@tranche/contracts';
import type { Currency } from '@tranche/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import figures from '../../../components/figures/figures.module.css';
import { useMoneyFormat } from '../../../lib/use-money-format';

interface QuotePanelProps {
  quote: AssetQuoteDto | undefined;
  loading: boolean;
  error: string | null;
  sold: number;
  pledged: number;
  onConfirm(): void;
}

function Line({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} className={figures.number}>
        {value}
      </Text>
    </Group>
  );
}

/** What the chosen subscriptions are worth, what is left of the limit, and the way to the market. */
export function QuotePanel({ quote, loading, error, sold, pledged, onConfirm }: QuotePanelProps) {
  const { t, i18n } = useTranslation('trading');
  const format = useMoneyFormat();
  if (!quote) return <Skeleton h={320} radius="md" aria-label={t('loading')} />;
  const money = (minor: number) => format.money(minor, quote.currency as Currency);
  const limit = quote.tradeLimit;
  const left = Math.max(0, limit.remaining - quote.faceValue);
  const used = limit.limit === 0 ? 100 : ((limit.committed + quote.faceValue) / limit.limit) * 100;
  const blocked = quote.refusals.length > 0 || sold === 0 || quote.faceValue <= 0;
  return (
    <Paper withBorder radius="md" p="md" aria-busy={loading}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('summary.title')}
        </Title>
        <Line label={t('summary.selected')} value={t('summary.count', { count: sold })} />
        {pledged > 0 && <Line label={t('summary.pledged')} value={t('summary.count', { count: pledged })} />}
        <Line label={t('summary.face')} value={money(quote.faceValue)} />
        <Line
          label={t('summary.discount', { grade: quote.grade, months: quote.contractLengthMonths })}
          value={`${(quote.contractDiscountBps / 100).toLocaleString(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`}
        />
        <Line label={t('summary.price')} value={money(quote.price)} strong />
        <Line label={t('summary.fee')} value={`− ${money(quote.fee)}`} />
        <Line label={t('summary.payout')} value={money(quote.payout)} strong />
        {pledged > 0 && <Line label={t('summary.pledgedFace')} value={money(quote.pledgedFaceValue)} />}
        <Divider my={4} />
        <Line label={t('summary.limit', { percent: limit.allowedTradePercent })} value={money(limit.limit)} />
        <Progress
          value={Math.min(100, used)}
          color={used > 100 ? 'red' : 'teal'}
          aria-label={t('summary.limitUsed')}
        />
        <Line label={t('summary.remaining')} value={money(left)} />
        <Text size="xs" c="dimmed">
          {t('summary.guide')}
        </Text>
        {quote.refusals.length > 0 && (
          <Alert color="red" variant="light" p="xs">
            <Text size="sm">{t('summary.refused', { count: quote.refusals.length })}</Text>
          </Alert>
        )}
        {error && (
          <Alert color="red" variant="light" p="xs" role="alert">
            <Text size="sm">{error}</Text>
          </Alert>
        )}
        <Button onClick={onConfirm} disabled={blocked || loading} fullWidth mt="xs">
          {t('summary.confirm')}
        </Button>
      </Stack>
    </Paper>
  );
}
