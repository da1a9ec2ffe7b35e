import { BarChart } from '@mantine/charts';
import type { Currency } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import { CHART_HEIGHT, ChartCard } from '../../../components/charts/chart-card';
import { useMoneyFormat } from '../../../lib/use-money-format';

interface RepaymentsChartProps {
  title: string;
  subtitle: string;
  currency: Currency;
  months: readonly { month: string; due: number; paid: number }[];
  dueLabel: string;
  paidLabel: string;
}

/** Instalments per month: what falls due beside what was paid, with its table view. */
export function RepaymentsChart({
  title,
  subtitle,
  currency,
  months,
  dueLabel,
  paidLabel,
}: RepaymentsChartProps) {
  const { i18n } = useTranslation();
  const format = useMoneyFormat();
  const money = (minor: number) => format.money(minor, currency);
  const monthLabel = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const rows = months.map((m) => ({
    label: monthLabel.format(new Date(`${m.month}-01T00:00:00Z`)),
    due: m.due / 100,
    paid: m.paid / 100,
    dueMinor: m.due,
    paidMinor: m.paid,
  }));
  return (
    <ChartCard
      title={title}
      subtitle={subtitle}
      table={{
        columns: [
          { key: 'due', label: dueLabel },
          { key: 'paid', label: paidLabel },
        ],
        rows: rows.map((row) => ({ label: row.label, values: [money(row.dueMinor), money(row.paidMinor)] })),
      }}
    >
      <BarChart
        h={CHART_HEIGHT}
        data={rows}
        dataKey="label"
        series={[
          { name: 'due', label: dueLabel, color: 'gray.5' },
          { name: 'paid', label: paidLabel, color: 'teal.7' },
        ]}
        withLegend
        gridAxis="y"
        maxBarWidth={24}
        valueFormatter={(value) => money(Math.round(value * 100))}
        yAxisProps={{ width: 80, tickFormatter: (value: number) => money(Math.round(value * 100)) }}
        accessibilityLayer={false}
      />
    </ChartCard>
  );
}
