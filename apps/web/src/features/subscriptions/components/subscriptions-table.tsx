import { Badge, type MantineColor, Skeleton, Table } from '@mantine/core';
import type { Subscription, SubscriptionSortKey } from '@tranche/contracts';
import { formatMoney, type SubscriptionStatus, type TradingStatus } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SORT, type Sort } from '../lib/list-state';
import { SortHeader } from './sort-header';

/** The table's columns in order; each sorts by the contract key of the same name. */
const COLUMNS = [
  'externalId',
  'customerName',
  'customerCountry',
  'status',
  'tradingStatus',
  'billingPeriod',
  'amount',
  'mrr',
  'startDate',
  'endDate',
  'nextPaymentDate',
  'createdAt',
] as const satisfies readonly SubscriptionSortKey[];

const STATUS_COLORS: Record<SubscriptionStatus, MantineColor> = {
  AVAILABLE: 'teal',
  ACTIVE: 'blue',
  CANCELED: 'red',
  ENDED: 'gray',
  PAUSED: 'yellow',
  UNPAID: 'orange',
};

const TRADING_COLORS: Record<TradingStatus, MantineColor> = {
  AVAILABLE: 'teal',
  IN_TRADE: 'indigo',
  SOLD: 'grape',
  PLEDGED: 'cyan',
};

/** Date-only values (`yyyy-mm-dd`) are calendar days: formatted in UTC so no time zone shifts them. */
function useFormats() {
  const { i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const instant = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return {
    day: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)),
    instant: (iso: string) => instant.format(new Date(iso)),
    money: (minor: number, currency: Subscription['currency']) => formatMoney(minor, currency, i18n.language),
  };
}

interface SubscriptionsTableProps {
  subscriptions: readonly Subscription[];
  sort: Sort | null;
  onSort: (column: SubscriptionSortKey) => void;
}

export function SubscriptionsTable({ subscriptions, sort, onSort }: SubscriptionsTableProps) {
  const { t } = useTranslation('subscriptions');
  const format = useFormats();
  const none = t('table.noDate');
  return (
    <Table.ScrollContainer minWidth={1280}>
      {/* Cells keep to one line (badges, dates, money); the container scrolls sideways instead. */}
      <Table striped highlightOnHover style={{ whiteSpace: 'nowrap' }}>
        <Table.Caption>{t('table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <SortHeader
                key={column}
                column={column}
                label={t(`table.columns.${column}`)}
                sort={sort ?? DEFAULT_SORT}
                onSort={onSort}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {subscriptions.map((subscription) => (
            <Table.Tr key={subscription.id}>
              <Table.Td>{subscription.externalId}</Table.Td>
              <Table.Td>{subscription.customer.name}</Table.Td>
              <Table.Td>{subscription.customer.country}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLORS[subscription.status]} miw="max-content">
                  {t(`status.${subscription.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Badge variant="outline" color={TRADING_COLORS[subscription.tradingStatus]} miw="max-content">
                  {t(`tradingStatus.${subscription.tradingStatus}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{t(`periods.${subscription.billingPeriod}`)}</Table.Td>
              <Table.Td ta="right">{format.money(subscription.amount, subscription.currency)}</Table.Td>
              <Table.Td ta="right">{format.money(subscription.mrr, subscription.currency)}</Table.Td>
              <Table.Td>{format.day(subscription.startDate)}</Table.Td>
              <Table.Td>{subscription.endDate ? format.day(subscription.endDate) : none}</Table.Td>
              <Table.Td>
                {subscription.nextPaymentDate ? format.day(subscription.nextPaymentDate) : none}
              </Table.Td>
              <Table.Td>{format.instant(subscription.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Placeholder rows while the first page loads, in the table's own shape. */
export function SubscriptionsSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation('subscriptions');
  return (
    <Table aria-busy="true" aria-label={t('table.loading')}>
      <Table.Tbody>
        {Array.from({ length: Math.min(rows, 10) }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
          <Table.Tr key={row}>
            {COLUMNS.map((column) => (
              <Table.Td key={column}>
                <Skeleton height={12} radius="sm" />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
