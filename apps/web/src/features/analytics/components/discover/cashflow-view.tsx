import { CompositeChart } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';
import type { CashflowMonth } from '@tranche/contracts/banking';
import { isCurrency } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../../components/charts/chart-card';
import { useFigureFormat } from '../../../../components/figures/use-figure-format';
import { LabelledSegments } from '../../../../components/labelled-segments';
import { QueryState } from '../../../../components/query-state';
import { useCashflow } from '../../api/discover.api';
import { discoverFileName } from '../../lib/discover-csv';
import { bankMoney, decimalOf } from '../../lib/discover-money';
import type { DiscoverState } from '../../lib/discover-state';
import { LEGEND, LEGEND_STYLES } from '../mrr-charts';
import { ExportButton } from './discover-fields';

interface ViewProps {
  state: DiscoverState;
  onChange: (change: Partial<DiscoverState>) => void;
  /** The company's currency: shown first when its accounts hold it. */
  companyCurrency: string;
}

/** The currencies the accounts hold, in their first month's order; the company's own first. */
export function cashflowCurrencies(months: readonly CashflowMonth[], companyCurrency: string): string[] {
  const present = [...new Set(months.map((row) => row.currency))];
  return present.includes(companyCurrency)
    ? [companyCurrency, ...present.filter((code) => code !== companyCurrency)]
    : present;
}

function CashflowChart({ months, currency }: { months: CashflowMonth[]; currency: string }) {
  const { t, i18n } = useTranslation('discover');
  const format = useFigureFormat(isCurrency(currency) ? currency : 'EUR');
  const money = (minor: number) => bankMoney(minor, currency, i18n.language);
  const rows = months
    .filter((row) => row.currency === currency)
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((row) => ({
      month: row.month,
      label: format.periodLabel({ start: row.month, end: row.month }, 'month'),
      inflow: row.inflowMinor,
      outflow: -row.outflowMinor,
      net: row.inflowMinor - row.outflowMinor,
    }));
  const table = {
    header: [
      t('cashflow.month'),
      t('cashflow.inflow'),
      t('cashflow.outflow'),
      t('cashflow.net'),
      t('controls.currency'),
    ],
    rows: rows.map((row) => [
      row.month,
      decimalOf(row.inflow, currency),
      decimalOf(-row.outflow, currency),
      decimalOf(row.net, currency),
      currency,
    ]),
  };
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <ExportButton fileName={discoverFileName('cashflow', [currency])} table={() => table} />
      </Group>
      <ChartCard
        title={t('cashflow.title')}
        subtitle={t('cashflow.subtitle', { currency })}
        table={{
          periodLabel: t('cashflow.month'),
          columns: [
            { key: 'inflow', label: t('cashflow.inflow') },
            { key: 'outflow', label: t('cashflow.outflow') },
            { key: 'net', label: t('cashflow.net') },
          ],
          rows: rows.map((row) => ({
            label: row.label,
            values: [money(row.inflow), money(-row.outflow), money(row.net)],
          })),
        }}
      >
        <CompositeChart
          h="100%"
          data={rows}
          dataKey="label"
          series={[
            { name: 'inflow', label: t('cashflow.inflow'), color: 'teal.6', type: 'bar' },
            { name: 'outflow', label: t('cashflow.outflow'), color: 'red.6', type: 'bar' },
            { name: 'net', label: t('cashflow.net'), color: 'blue.7', type: 'line' },
          ]}
          withLegend
          legendProps={LEGEND}
          styles={LEGEND_STYLES}
          gridAxis="y"
          maxBarWidth={24}
          curveType="linear"
          valueFormatter={money}
          yAxisProps={{
            tickFormatter: isCurrency(currency)
              ? format.moneyCompact
              : (minor: number) => format.count(minor / 100),
            width: 72,
          }}
          referenceLines={[{ y: 0, color: 'gray.5' }]}
          // The card's table speaks for the chart; recharts' own keyboard layer would be focusable
          // content inside the chart's aria-hidden box.
          accessibilityLayer={false}
        />
      </ChartCard>
    </Stack>
  );
}

/** Cashflow (spec §2): money in and out of the bank accounts per month, in one account currency. */
export function CashflowView({ state, onChange, companyCurrency }: ViewProps) {
  const { t } = useTranslation('discover');
  const cashflow = useCashflow();
  return (
    <QueryState query={cashflow} empty={t('cashflow.empty')}>
      {(months) => {
        const currencies = cashflowCurrencies(months, companyCurrency);
        const currency =
          state.cashCurrency && currencies.includes(state.cashCurrency) ? state.cashCurrency : currencies[0]!;
        return (
          <Stack gap="md">
            {currencies.length > 1 ? (
              <LabelledSegments
                label={t('cashflow.currency')}
                value={currency}
                data={currencies.map((code) => ({ value: code, label: code }))}
                onChange={(cashCurrency) => onChange({ cashCurrency })}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('cashflow.oneCurrency', { currency })}
              </Text>
            )}
            <CashflowChart months={months} currency={currency} />
          </Stack>
        );
      }}
    </QueryState>
  );
}
