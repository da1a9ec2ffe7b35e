import {
  Box,
  Button,
  ColorSwatch,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  PAYMENT_CELL_STATUSES,
  type PaymentCellStatus,
  type PaymentGrid,
  type PaymentGridCell,
} from '@tranche/contracts/discover';
import { type Currency, toDecimalString } from '@tranche/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FigureFormat } from '../../../../components/figures/figure-format';
import figures from '../../../../components/figures/figures.module.css';
import { useFigureFormat } from '../../../../components/figures/use-figure-format';
import { KEYBOARD_SCROLL } from '../../../../components/keyboard-scroll';
import { LabelledSegments } from '../../../../components/labelled-segments';
import { QueryState } from '../../../../components/query-state';
import { usePaymentGrid } from '../../api/discover.api';
import { type CsvTable, discoverFileName } from '../../lib/discover-csv';
import { type DiscoverState, GRID_MONTHS, type GridMonths } from '../../lib/discover-state';
import { CurrencySwitch, ExportButton } from './discover-fields';

interface ViewProps {
  state: DiscoverState;
  currency: Currency;
  onChange: (change: Partial<DiscoverState>) => void;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The colour of each status, in the cells and in the legend. */
export const STATUS_COLORS: Record<PaymentCellStatus, string> = {
  paid: 'teal',
  partial: 'yellow',
  unpaid: 'red',
  upcoming: 'blue',
  none: 'gray',
};

export function paymentGridCsv(data: PaymentGrid, t: Translate): CsvTable {
  const money = (minor: number) => toDecimalString(minor, data.currency);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    header: [
      t('grid.customer'),
      ...data.months.flatMap((month) => [
        `${month} ${t('grid.expected')}`,
        `${month} ${t('grid.received')}`,
        `${month} ${t('grid.statusLabel')}`,
      ]),
      `${t('grid.total')} ${t('grid.expected')}`,
      `${t('grid.total')} ${t('grid.received')}`,
      t('controls.currency'),
    ],
    rows: [
      ...data.customers.map((customer) => [
        customer.customerName,
        ...customer.cells.flatMap((cell) => [
          money(cell.expectedMinor),
          money(cell.receivedMinor),
          t(`grid.status.${cell.status}`),
        ]),
        money(customer.expectedMinor),
        money(customer.receivedMinor),
        data.currency,
      ]),
      [
        t('grid.total'),
        ...data.months.flatMap((_, index) => [
          money(data.totals.expectedMinor[index] ?? 0),
          money(data.totals.receivedMinor[index] ?? 0),
          '',
        ]),
        money(sum(data.totals.expectedMinor)),
        money(sum(data.totals.receivedMinor)),
        data.currency,
      ],
    ],
  };
}

function Amounts({
  received,
  expected,
  format,
}: {
  received: number;
  expected: number;
  format: FigureFormat;
}) {
  const { t } = useTranslation('discover');
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" fw={600} className={figures.figure}>
        <VisuallyHidden>{t('grid.received')}: </VisuallyHidden>
        {format.money(received)}
      </Text>
      {/* Not 'dimmed': it sits on the status colours, where dimmed grey misses 4.5:1. */}
      <Text size="xs" c="gray.7" className={figures.figure}>
        <VisuallyHidden>{t('grid.expected')}: </VisuallyHidden>
        {t('grid.ofExpected', { expected: format.money(expected) })}
      </Text>
    </Stack>
  );
}

function GridCell({ cell, format }: { cell: PaymentGridCell; format: FigureFormat }) {
  const { t } = useTranslation('discover');
  const color = STATUS_COLORS[cell.status];
  const status = t(`grid.status.${cell.status}`);
  return (
    <Table.Td
      data-status={cell.status}
      title={status}
      bg={cell.status === 'none' ? undefined : `var(--mantine-color-${color}-light)`}
      style={{
        borderInlineStart: `3px solid var(--mantine-color-${color}-${cell.status === 'none' ? 2 : 6})`,
      }}
    >
      <VisuallyHidden>{status}: </VisuallyHidden>
      <Amounts received={cell.receivedMinor} expected={cell.expectedMinor} format={format} />
    </Table.Td>
  );
}

/** Customers shown at first, and added by each 'show more'. */
const GRID_PAGE_ROWS = 50;

function Legend() {
  const { t } = useTranslation('discover');
  return (
    <Group
      gap="md"
      component="ul"
      // Explicit: a list styled without bullets loses its role in some browsers' accessibility trees.
      role="list"
      aria-label={t('grid.legend')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {PAYMENT_CELL_STATUSES.map((status) => (
        <Group key={status} gap={6} component="li" role="listitem" wrap="nowrap">
          <ColorSwatch
            color={`var(--mantine-color-${STATUS_COLORS[status]}-6)`}
            size={12}
            withShadow={false}
            aria-hidden
          />
          <Text size="xs">{t(`grid.status.${status}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}

function GridTable({ data }: { data: PaymentGrid }) {
  const { t } = useTranslation('discover');
  const format = useFigureFormat(data.currency);
  const title = t('grid.title');
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  // A large book has thousands of customers: the largest first, more on request (the totals and
  // the export cover all of them).
  const [shown, setShown] = useState(GRID_PAGE_ROWS);
  const rows = data.customers.slice(0, shown);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={3} fz="md" fw={650}>
              {title}
            </Title>
            <Text size="xs" c="dimmed">
              {t('grid.subtitle', { currency: data.currency })}
            </Text>
          </Stack>
          <ExportButton
            fileName={discoverFileName('payments', [`${data.months.length}-months`, data.currency])}
            table={() => paymentGridCsv(data, t as Translate)}
          />
        </Group>
        <Legend />
        <Table.ScrollContainer
          minWidth={220 + (data.months.length + 1) * 130}
          scrollAreaProps={KEYBOARD_SCROLL}
        >
          <Table verticalSpacing={6} fz="sm" withColumnBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('grid.customer')}</Table.Th>
                {data.months.map((month) => (
                  <Table.Th key={month} scope="col" className={figures.number}>
                    {format.periodLabel({ start: month, end: month }, 'month')}
                  </Table.Th>
                ))}
                <Table.Th scope="col" className={figures.number}>
                  {t('grid.total')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((customer) => (
                <Table.Tr key={customer.customerExternalId}>
                  <Table.Th scope="row" fw={500}>
                    {customer.customerName}
                  </Table.Th>
                  {customer.cells.map((cell) => (
                    <GridCell key={cell.month} cell={cell} format={format} />
                  ))}
                  <Table.Td>
                    <Amounts
                      received={customer.receivedMinor}
                      expected={customer.expectedMinor}
                      format={format}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{t('grid.total')}</Table.Th>
                {data.months.map((month, index) => (
                  <Table.Td key={month}>
                    <Amounts
                      received={data.totals.receivedMinor[index] ?? 0}
                      expected={data.totals.expectedMinor[index] ?? 0}
                      format={format}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <Amounts
                    received={sum(data.totals.receivedMinor)}
                    expected={sum(data.totals.expectedMinor)}
                    format={format}
                  />
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
        {shown < data.customers.length && (
          <Group justify="center">
            <Button variant="light" size="xs" onClick={() => setShown(shown + GRID_PAGE_ROWS)}>
              {t('grid.more', { shown: rows.length, total: data.customers.length })}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** Payments Grid (spec §2): what each customer's subscriptions bill per month against what was paid. */
export function PaymentsGridView({ state, currency, onChange }: ViewProps) {
  const { t } = useTranslation('discover');
  const grid = usePaymentGrid(state, currency);
  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="lg" component="section" aria-label={t('controls.filters')}>
        <LabelledSegments
          label={t('grid.months')}
          value={String(state.months)}
          data={GRID_MONTHS.map((months) => ({
            value: String(months),
            label: t('grid.monthsOption', { count: months }),
          }))}
          onChange={(months) => onChange({ months: Number(months) as GridMonths })}
        />
        <CurrencySwitch value={currency} onChange={(next) => onChange({ currency: next })} />
      </Group>
      <QueryState query={grid} empty={t('grid.empty')} items={(data) => data.customers}>
        {(data) => (
          <Box aria-busy={grid.isPlaceholderData} style={{ opacity: grid.isPlaceholderData ? 0.6 : 1 }}>
            <GridTable data={data} />
          </Box>
        )}
      </QueryState>
    </Stack>
  );
}
