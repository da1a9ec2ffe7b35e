import { Anchor, Box, Button, ColorSwatch, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Categorization, CategorizationPivot, CategoryTotal } from '@tranche/contracts/discover';
import type { Currency } from '@tranche/domain';
import { toDecimalString } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import type { FigureFormat } from '../../../../components/figures/figure-format';
import figures from '../../../../components/figures/figures.module.css';
import { useFigureFormat } from '../../../../components/figures/use-figure-format';
import { KEYBOARD_SCROLL } from '../../../../components/keyboard-scroll';
import { LabelledSegments } from '../../../../components/labelled-segments';
import { QueryState } from '../../../../components/query-state';
import { useCategorization, useCategorizationPivot, useTransactions } from '../../api/discover.api';
import { categoryPath, isOwnTransfer, level1ColorOf } from '../../lib/discover-categories';
import { type CsvTable, discoverFileName } from '../../lib/discover-csv';
import { CATEGORY_LEVELS, type CategoryLevel, type DiscoverState } from '../../lib/discover-state';
import { CategoryRulesPanel } from './category-rules-panel';
import { CurrencySwitch, DateRangeFields, ExportButton } from './discover-fields';
import { TransactionsTable } from './transactions-table';

interface ViewProps {
  state: DiscoverState;
  currency: Currency;
  onChange: (change: Partial<DiscoverState>) => void;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Operating categories first (as the API sorted them), transfers between own accounts after them. */
export function splitOwnTransfers(categories: readonly CategoryTotal[]) {
  return {
    operating: categories.filter((row) => !isOwnTransfer(row.categoryId)),
    transfers: categories.filter((row) => isOwnTransfer(row.categoryId)),
  };
}

export function categoriesCsv(data: Categorization, t: Translate, language: string): CsvTable {
  const { operating, transfers } = splitOwnTransfers(data.categories);
  return {
    header: [
      t('categorized.category'),
      t('categorized.inflow'),
      t('categorized.outflow'),
      t('categorized.net'),
      t('categorized.count'),
      t('controls.currency'),
    ],
    rows: [...operating, ...transfers].map((row) => [
      categoryPath(row.categoryId, language),
      toDecimalString(row.inflowMinor, data.currency),
      toDecimalString(row.outflowMinor, data.currency),
      toDecimalString(row.netMinor, data.currency),
      String(row.count),
      data.currency,
    ]),
  };
}

export function pivotCsv(data: CategorizationPivot, t: Translate, language: string): CsvTable {
  const money = (minor: number) => toDecimalString(minor, data.currency);
  return {
    header: [t('categorized.category'), ...data.months, t('categorized.total'), t('controls.currency')],
    rows: [
      ...data.rows.map((row) => [
        categoryPath(row.categoryId, language),
        ...row.amountsMinor.map(money),
        money(row.totalMinor),
        data.currency,
      ]),
      [
        t('categorized.total'),
        ...data.totalsMinor.map(money),
        money(data.totalsMinor.reduce((sum, value) => sum + value, 0)),
        data.currency,
      ],
    ],
  };
}

/** A category's name in its level-1 colour; a button that lists its transactions below. */
function CategoryName({ id, onOpen }: { id: string; onOpen: () => void }) {
  const { t, i18n } = useTranslation('discover');
  const path = categoryPath(id, i18n.language);
  return (
    <Group gap="xs" wrap="nowrap">
      <ColorSwatch
        color={`var(--mantine-color-${level1ColorOf(id)}-6)`}
        size={10}
        withShadow={false}
        aria-hidden
      />
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="start"
        onClick={onOpen}
        aria-label={t('categorized.showTransactions', { category: path })}
      >
        {path}
      </Anchor>
    </Group>
  );
}

function CategoryRows({
  rows,
  format,
  onOpen,
}: {
  rows: CategoryTotal[];
  format: FigureFormat;
  onOpen: (id: string) => void;
}) {
  return rows.map((row) => (
    <Table.Tr key={row.categoryId}>
      <Table.Th scope="row" fw={500}>
        <CategoryName id={row.categoryId} onOpen={() => onOpen(row.categoryId)} />
      </Table.Th>
      <Table.Td className={figures.number}>{format.money(row.inflowMinor)}</Table.Td>
      <Table.Td className={figures.number}>{format.money(row.outflowMinor)}</Table.Td>
      <Table.Td className={figures.number} fw={600}>
        {format.money(row.netMinor)}
      </Table.Td>
      <Table.Td className={figures.number}>{format.count(row.count)}</Table.Td>
    </Table.Tr>
  ));
}

function CategoriesTable({ data, onOpen }: { data: Categorization; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation('discover');
  const format = useFigureFormat(data.currency);
  const { operating, transfers } = splitOwnTransfers(data.categories);
  const title = t('categorized.title');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} fz="md" fw={650}>
              {title}
            </Title>
            <Text size="xs" c="dimmed">
              {t('categorized.range', {
                from: format.date(data.dateFrom),
                to: format.date(data.dateTo),
                currency: data.currency,
              })}
            </Text>
          </Stack>
          <ExportButton
            fileName={discoverFileName('categories', [`level-${data.level}`, data.currency])}
            table={() => categoriesCsv(data, t as Translate, i18n.language)}
          />
        </Group>
        <Table.ScrollContainer minWidth={640} scrollAreaProps={KEYBOARD_SCROLL}>
          <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('categorized.category')}</Table.Th>
                <Table.Th scope="col" className={figures.number}>
                  {t('categorized.inflow')}
                </Table.Th>
                <Table.Th scope="col" className={figures.number}>
                  {t('categorized.outflow')}
                </Table.Th>
                <Table.Th scope="col" className={figures.number}>
                  {t('categorized.net')}
                </Table.Th>
                <Table.Th scope="col" className={figures.number}>
                  {t('categorized.count')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <CategoryRows rows={operating} format={format} onOpen={onOpen} />
            </Table.Tbody>
            {transfers.length > 0 && (
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="rowgroup" colSpan={5} fw={600} pt="md">
                    {t('categorized.ownTransfers')}
                    <Text size="xs" c="dimmed" fw={400}>
                      {t('categorized.ownTransfersHint')}
                    </Text>
                  </Table.Th>
                </Table.Tr>
                <CategoryRows rows={transfers} format={format} onOpen={onOpen} />
              </Table.Tbody>
            )}
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}

function PivotTable({ data }: { data: CategorizationPivot }) {
  const { t, i18n } = useTranslation('discover');
  const format = useFigureFormat(data.currency);
  const month = (iso: string) => format.periodLabel({ start: iso, end: iso }, 'month');
  const title = t('categorized.pivotTitle');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} fz="md" fw={650}>
              {title}
            </Title>
            <Text size="xs" c="dimmed">
              {t('categorized.pivotSubtitle', { currency: data.currency })}
            </Text>
          </Stack>
          <ExportButton
            fileName={discoverFileName('pivot', [`level-${data.level}`, data.currency])}
            table={() => pivotCsv(data, t as Translate, i18n.language)}
          />
        </Group>
        <Table.ScrollContainer minWidth={240 + data.months.length * 120} scrollAreaProps={KEYBOARD_SCROLL}>
          <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('categorized.category')}</Table.Th>
                {data.months.map((iso) => (
                  <Table.Th key={iso} scope="col" className={figures.number}>
                    {month(iso)}
                  </Table.Th>
                ))}
                <Table.Th scope="col" className={figures.number}>
                  {t('categorized.total')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((row) => (
                <Table.Tr key={row.categoryId}>
                  <Table.Th scope="row" fw={500}>
                    {categoryPath(row.categoryId, i18n.language)}
                  </Table.Th>
                  {row.amountsMinor.map((amount, index) => (
                    <Table.Td key={data.months[index]} className={figures.number}>
                      {format.money(amount)}
                    </Table.Td>
                  ))}
                  <Table.Td className={figures.number} fw={600}>
                    {format.money(row.totalMinor)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{t('categorized.total')}</Table.Th>
                {data.totalsMinor.map((amount, index) => (
                  <Table.Td key={data.months[index]} className={figures.number} fw={600}>
                    {format.money(amount)}
                  </Table.Td>
                ))}
                <Table.Td className={figures.number} fw={650}>
                  {format.money(data.totalsMinor.reduce((sum, value) => sum + value, 0))}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}

/** The first page of one category's transactions in the range, each correctable. */
function CategoryTransactions({ state, onChange }: Omit<ViewProps, 'currency'>) {
  const { t, i18n } = useTranslation('discover');
  const transactions = useTransactions({ ...state, search: '', page: 1 });
  const category = state.category ?? '';
  const title = t('categorized.transactionsOf', { category: categoryPath(category, i18n.language) });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="md" fw={650}>
            {title}
          </Title>
          <Group gap="xs">
            <Button variant="subtle" size="xs" onClick={() => onChange({ view: 'transactions', search: '' })}>
              {t('categorized.allTransactions')}
            </Button>
            <Button variant="subtle" size="xs" color="gray" onClick={() => onChange({ category: null })}>
              {t('categorized.close')}
            </Button>
          </Group>
        </Group>
        <QueryState query={transactions} empty={t('transactions.empty')}>
          {(rows) => <TransactionsTable caption={title} transactions={rows} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}

/**
 * Categorized Transactions (spec §2): money in and out per category of the chosen level over a
 * range, the same as a pivot by month, and the transactions behind a category for correcting.
 */
export function CategorizedView({ state, currency, onChange }: ViewProps) {
  const { t } = useTranslation('discover');
  const categories = useCategorization(state, currency);
  const pivot = useCategorizationPivot(state, currency);
  const busy = categories.isPlaceholderData || pivot.isPlaceholderData;
  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="lg" component="section" aria-label={t('controls.filters')}>
        <LabelledSegments
          label={t('controls.level')}
          value={String(state.level)}
          data={CATEGORY_LEVELS.map((level) => ({
            value: String(level),
            label: t(`controls.levels.${level}`),
          }))}
          onChange={(level) => onChange({ level: Number(level) as CategoryLevel })}
        />
        <DateRangeFields from={state.from} to={state.to} onChange={onChange} />
        <CurrencySwitch value={currency} onChange={(next) => onChange({ currency: next })} />
      </Group>
      <Box aria-busy={busy} style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Stack gap="lg">
          <QueryState query={categories} empty={t('categorized.empty')} items={(data) => data.categories}>
            {(data) => <CategoriesTable data={data} onOpen={(category) => onChange({ category })} />}
          </QueryState>
          {state.category && <CategoryTransactions state={state} onChange={onChange} />}
          <QueryState query={pivot} empty={t('categorized.pivotEmpty')} items={(data) => data.rows}>
            {(data) => <PivotTable data={data} />}
          </QueryState>
        </Stack>
      </Box>
      <CategoryRulesPanel />
    </Stack>
  );
}
