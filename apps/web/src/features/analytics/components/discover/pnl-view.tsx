import { Badge, Box, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { PNL_VIEWS, type Pnl, type PnlView as PnlPeriod } from '@tranche/contracts/discover';
import { type Currency, toDecimalString } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import type { FigureFormat } from '../../../../components/figures/figure-format';
import figures from '../../../../components/figures/figures.module.css';
import { useFigureFormat } from '../../../../components/figures/use-figure-format';
import { KEYBOARD_SCROLL } from '../../../../components/keyboard-scroll';
import { LabelledSegments } from '../../../../components/labelled-segments';
import { QueryState } from '../../../../components/query-state';
import { usePnl } from '../../api/discover.api';
import { type CsvTable, discoverFileName } from '../../lib/discover-csv';
import type { DiscoverState } from '../../lib/discover-state';
import { CurrencySwitch, DateRangeFields, ExportButton } from './discover-fields';

interface ViewProps {
  state: DiscoverState;
  currency: Currency;
  onChange: (change: Partial<DiscoverState>) => void;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A period as its column is headed: "Jan 2026", "Q1 2026", "2026". */
export function pnlPeriodLabel(period: string, view: PnlPeriod, format: FigureFormat): string {
  if (view === 'year') return period.slice(0, 4);
  return format.periodLabel({ start: period, end: period }, view);
}

export function pnlCsv(data: Pnl, t: Translate): CsvTable {
  return {
    header: [t('pnl.line'), ...data.periods, t('pnl.total'), t('controls.currency')],
    rows: data.lines.map((line) => [
      t(`pnl.lines.${line.key}`),
      ...line.amountsMinor.map((amount) => toDecimalString(amount, data.currency)),
      toDecimalString(line.totalMinor, data.currency),
      data.currency,
    ]),
  };
}

function PnlTable({ data }: { data: Pnl }) {
  const { t } = useTranslation('discover');
  const format = useFigureFormat(data.currency);
  const title = t('pnl.title');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={3} fz="md" fw={650}>
              {title}
            </Title>
            <Group gap="xs">
              <Badge
                variant="light"
                color={data.source === 'accounting' ? 'blue' : 'gray'}
                tt="none"
                radius="sm"
              >
                {t(`pnl.source.${data.source}`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('pnl.subtitle', { currency: data.currency })}
              </Text>
            </Group>
          </Stack>
          <ExportButton
            fileName={discoverFileName('pnl', [data.view, data.currency])}
            table={() => pnlCsv(data, t as Translate)}
          />
        </Group>
        <Table.ScrollContainer
          minWidth={220 + (data.periods.length + 1) * 120}
          scrollAreaProps={KEYBOARD_SCROLL}
        >
          <Table highlightOnHover verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('pnl.line')}</Table.Th>
                {data.periods.map((period) => (
                  <Table.Th key={period} scope="col" className={figures.number}>
                    {pnlPeriodLabel(period, data.view, format)}
                  </Table.Th>
                ))}
                <Table.Th scope="col" className={figures.number}>
                  {t('pnl.total')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.lines.map((line) => {
                const subtotal = line.kind === 'subtotal';
                return (
                  <Table.Tr key={line.key} bg={subtotal ? 'var(--mantine-color-default-hover)' : undefined}>
                    <Table.Th scope="row" fw={subtotal ? 700 : 500} pl={subtotal ? undefined : 'lg'}>
                      {t(`pnl.lines.${line.key}`)}
                    </Table.Th>
                    {line.amountsMinor.map((amount, index) => (
                      <Table.Td
                        key={data.periods[index]}
                        className={figures.number}
                        fw={subtotal ? 650 : undefined}
                      >
                        {format.money(amount)}
                      </Table.Td>
                    ))}
                    <Table.Td className={figures.number} fw={subtotal ? 700 : 600}>
                      {format.money(line.totalMinor)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="xs" c="dimmed">
          {t(`pnl.note.${data.source}`)}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Profit and Loss (spec §2): from the accounting tool when it has the range, else the bank (cash basis). */
export function PnlView({ state, currency, onChange }: ViewProps) {
  const { t } = useTranslation('discover');
  const pnl = usePnl(state, currency);
  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="lg" component="section" aria-label={t('controls.filters')}>
        <LabelledSegments<PnlPeriod>
          label={t('pnl.view')}
          value={state.pnlView}
          data={PNL_VIEWS.map((view) => ({ value: view, label: t(`pnl.views.${view}`) }))}
          onChange={(pnlView) => onChange({ pnlView })}
        />
        <DateRangeFields from={state.from} to={state.to} onChange={onChange} />
        <CurrencySwitch value={currency} onChange={(next) => onChange({ currency: next })} />
      </Group>
      <QueryState query={pnl} empty={t('pnl.empty')} items={(data) => data.periods}>
        {(data) => (
          <Box aria-busy={pnl.isPlaceholderData} style={{ opacity: pnl.isPlaceholderData ? 0.6 : 1 }}>
            <PnlTable data={data} />
          </Box>
        )}
      </QueryState>
    </Stack>
  );
}
