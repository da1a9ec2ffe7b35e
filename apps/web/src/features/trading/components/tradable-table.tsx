import { Checkbox, Group, Pagination, Skeleton, Table, Text } from '@mantine/core';
import type { AssetQuoteDto, Subscription } from '@tranche/contracts';
import type { Currency } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import figures from '../../../components/figures/figures.module.css';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { roleOf, type Selection, type SelectionRole } from '../lib/selection';
import { PAGE_SIZE } from '../lib/tradable-query';

interface TradableTableProps {
  rows: readonly Subscription[] | undefined;
  total: number;
  page: number;
  loading: boolean;
  /** Rows of the previous query are shown while the new ones load. */
  stale: boolean;
  selection: Selection;
  /** The role a click gives: sell, or pledge as backing. */
  role: SelectionRole;
  quote: AssetQuoteDto | undefined;
  onToggle(id: string): void;
  onTogglePage(ids: string[]): void;
  onPage(page: number): void;
}

/** The tradable subscriptions of one currency, each with its figures once chosen and the server's verdict. */
export function TradableTable(props: TradableTableProps) {
  const { t } = useTranslation('trading');
  const format = useMoneyFormat();
  const { rows, selection, role, quote } = props;
  const quoted = new Map(quote?.subscriptions.map((line) => [line.id_subscription, line]));
  const refused = new Map(quote?.refusals.map((refusal) => [refusal.subscriptionId, refusal.code]));
  const ids = (rows ?? []).map((row) => row.id);
  const allOnPage = ids.length > 0 && ids.every((id) => roleOf(selection, id) === role);
  const someOnPage = ids.some((id) => roleOf(selection, id) === role);
  if (props.loading && !rows) return <Skeleton h={360} radius="md" aria-label={t('loading')} />;
  if (!rows || rows.length === 0) return null;
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table
          striped
          highlightOnHover
          withTableBorder
          verticalSpacing="xs"
          aria-label={t('table.caption')}
          aria-busy={props.stale}
          opacity={props.stale ? 0.6 : 1}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t(role === 'sold' ? 'table.selectPage' : 'table.pledgePage')}
                  checked={allOnPage}
                  indeterminate={someOnPage && !allOnPage}
                  onChange={() => props.onTogglePage(ids)}
                />
              </Table.Th>
              <Table.Th>{t('table.customer')}</Table.Th>
              <Table.Th ta="right">{t('table.period')}</Table.Th>
              <Table.Th ta="right">{t('table.amount')}</Table.Th>
              <Table.Th ta="right">{t('table.mrr')}</Table.Th>
              <Table.Th>{t('table.endDate')}</Table.Th>
              <Table.Th ta="right">{t('table.face')}</Table.Th>
              <Table.Th ta="right">{t('table.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const chosen = roleOf(selection, row.id);
              const line = quoted.get(row.id);
              const refusal = refused.get(row.id);
              const money = (minor: number) => format.money(minor, row.currency as Currency);
              return (
                <Table.Tr key={row.id} bg={chosen ? 'var(--mantine-primary-color-light)' : undefined}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t(role === 'sold' ? 'table.select' : 'table.pledge', {
                        customer: row.customer.name,
                      })}
                      checked={chosen === role}
                      onChange={() => props.onToggle(row.id)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {row.customer.name}
                    </Text>
                    {chosen === 'pledged' && (
                      <Text size="xs" c="blue.8">
                        {t('table.pledged')}
                      </Text>
                    )}
                    {refusal && (
                      <Text size="xs" c="red.8" role="alert">
                        {t(`refusals.${refusal}`)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" className={figures.figure}>
                    {t('table.months', { count: row.billingPeriod })}
                  </Table.Td>
                  <Table.Td ta="right" className={figures.figure}>
                    {money(row.amount)}
                  </Table.Td>
                  <Table.Td ta="right" className={figures.figure}>
                    {money(row.mrr)}
                  </Table.Td>
                  <Table.Td className={figures.figure}>
                    {row.endDate ? format.day(row.endDate) : t('table.open')}
                  </Table.Td>
                  <Table.Td ta="right" className={figures.figure}>
                    {line ? money(line.faceValue) : '–'}
                  </Table.Td>
                  <Table.Td ta="right" className={figures.figure}>
                    {line && line.role === 'SOLD' ? money(line.price) : '–'}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" className={figures.figure}>
          {t('table.total', { count: props.total })}
        </Text>
        <Pagination
          total={Math.max(1, Math.ceil(props.total / PAGE_SIZE))}
          value={props.page}
          onChange={props.onPage}
          size="sm"
          aria-label={t('table.pages')}
          getItemProps={(item) => ({ 'aria-label': t('table.page', { page: item }) })}
          getControlProps={(control) => ({ 'aria-label': t(`table.pageControl.${control}`) })}
        />
      </Group>
    </>
  );
}
