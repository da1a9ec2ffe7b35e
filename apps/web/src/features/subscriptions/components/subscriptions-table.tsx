import { Badge, type MantineColor, Skeleton, Table } from '@mantine/core';
import type { Subscription, SubscriptionSortKey } from '@tranche/contracts';
import { formatMoney, type SubscriptionStatus, type TradingStatus } from '@tranche/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionColumn } from '../lib/column-choice';
import { DEFAULT_SORT, type Sort } from '../lib/list-state';
import { SortHeader } from './sort-header';

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
  /** The columns chosen to be shown, in table order. */
  columns: readonly SubscriptionColumn[];
  sort: Sort | null;
  onSort: (column: SubscriptionSortKey) => void;
}

type Formats = ReturnType<typeof useFormats>;
type Translate = ReturnType<typeof useTranslation<'subscriptions'>>['t'];

/**
 * One cell per column: its content, whether it is a figure (right-aligned) and whether it may wrap
 * (long company names such as "… UG (haftungsbeschränkt)" would otherwise widen the whole table).
 */
function cellOf(
  column: SubscriptionColumn,
  subscription: Subscription,
  format: Formats,
  t: Translate,
): { content: ReactNode; figure?: boolean; wrap?: boolean } {
  const day = (value: string | null) => (value ? format.day(value) : t('table.noDate'));
  switch (column) {
    case 'externalId':
      return { content: subscription.externalId };
    case 'customerName':
      return { content: subscription.customer.name, wrap: true };
    case 'customerCountry':
      return { content: subscription.customer.country };
    case 'status':
      return {
        content: (
          <Badge variant="light" color={STATUS_COLORS[subscription.status]} miw="max-content">
            {t(`status.${subscription.status}`)}
          </Badge>
        ),
      };
    case 'tradingStatus':
      return {
        content: (
          <Badge variant="outline" color={TRADING_COLORS[subscription.tradingStatus]} miw="max-content">
            {t(`tradingStatus.${subscription.tradingStatus}`)}
          </Badge>
        ),
      };
    case 'billingPeriod':
      return { content: t(`periods.${subscription.billingPeriod}`) };
    case 'amount':
      return { content: format.money(subscription.amount, subscription.currency), figure: true };
    case 'mrr':
      return { content: format.money(subscription.mrr, subscription.currency), figure: true };
    case 'startDate':
      return { content: day(subscription.startDate) };
    case 'endDate':
      return { content: day(subscription.endDate) };
    case 'nextPaymentDate':
      return { content: day(subscription.nextPaymentDate) };
    case 'createdAt':
      return { content: format.instant(subscription.createdAt) };
  }
}

export function SubscriptionsTable({ subscriptions, columns, sort, onSort }: SubscriptionsTableProps) {
  const { t } = useTranslation('subscriptions');
  const format = useFormats();
  return (
    // Below a laptop's width the container scrolls sideways; the default columns fit 1440 px.
    <Table.ScrollContainer minWidth={columns.length * 96}>
      {/* Cells keep to one line (badges, dates, money); names may wrap. */}
      <Table striped highlightOnHover style={{ whiteSpace: 'nowrap' }}>
        <Table.Caption>{t('table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
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
              {columns.map((column) => {
                const cell = cellOf(column, subscription, format, t);
                return (
                  <Table.Td
                    key={column}
                    ta={cell.figure ? 'right' : undefined}
                    miw={cell.wrap ? 160 : undefined}
                    style={cell.wrap ? { whiteSpace: 'normal' } : undefined}
                  >
                    {cell.content}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Placeholder rows while the first page loads, in the table's own shape. */
export function SubscriptionsSkeleton({ rows, columns }: { rows: number; columns: number }) {
  const { t } = useTranslation('subscriptions');
  return (
    <Table aria-busy="true" aria-label={t('table.loading')}>
      <Table.Tbody>
        {Array.from({ length: Math.min(rows, 10) }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
          <Table.Tr key={row}>
            {Array.from({ length: columns }, (_, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
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
