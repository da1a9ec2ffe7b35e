import { NativeSelect, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { CURRENCIES, type Currency } from '@tranche/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import figures from '../../../components/figures/figures.module.css';
import { QueryState } from '../../../components/query-state';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { usePortfolio } from '../api/home-trade.api';
import { RepaymentsChart } from './repayments-chart';
import { StatTile } from './stat-tile';

/** One concentration table: who (or which grade) holds how much of the invested total. */
function Concentration({
  caption,
  rows,
  money,
}: {
  caption: string;
  rows: { key: string; name: string; invested: number; outstanding: number; share: number }[];
  money: (minor: number) => string;
}) {
  const { t, i18n } = useTranslation('home');
  return (
    <Table withTableBorder verticalSpacing="xs" aria-label={caption} captionSide="top">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th ta="right">{t('portfolio.invested')}</Table.Th>
          <Table.Th ta="right">{t('portfolio.outstanding')}</Table.Th>
          <Table.Th w="30%">{t('portfolio.share')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={500}>
              {row.name}
            </Table.Th>
            <Table.Td ta="right" className={figures.figure}>
              {money(row.invested)}
            </Table.Td>
            <Table.Td ta="right" className={figures.figure}>
              {money(row.outstanding)}
            </Table.Td>
            <Table.Td>
              <Progress
                value={row.share}
                aria-label={`${row.name}: ${row.share.toLocaleString(i18n.language)} %`}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Home for an investor: the portfolio in one currency. */
export function InvestorPortfolio() {
  const { t, i18n } = useTranslation('home');
  const format = useMoneyFormat();
  const [currency, setCurrency] = useState<Currency>('EUR');
  const portfolio = usePortfolio(currency);
  const money = (minor: number) => format.money(minor, currency);
  const percent = (value: number) =>
    `${value.toLocaleString(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;
  return (
    <Stack gap="md" component="section" aria-labelledby="home-portfolio">
      <Title order={2} size="h3" id="home-portfolio">
        {t('portfolio.title')}
      </Title>
      <NativeSelect
        label={t('portfolio.currency')}
        value={currency}
        data={[...CURRENCIES]}
        onChange={(e) => setCurrency(e.currentTarget.value as Currency)}
        w={120}
      />
      <QueryState query={portfolio} empty="" items={() => [true]}>
        {(p) =>
          p.holdings === 0 ? (
            <Text c="dimmed">{t('portfolio.empty')}</Text>
          ) : (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
                <StatTile
                  label={t('portfolio.invested')}
                  value={money(p.invested)}
                  note={t('portfolio.holdings', { count: p.holdings })}
                />
                <StatTile
                  label={t('portfolio.received')}
                  value={money(p.received)}
                  note={t('portfolio.ofExpected', { expected: money(p.expected) })}
                />
                <StatTile
                  label={t('portfolio.outstanding')}
                  value={money(p.outstanding)}
                  note={
                    p.overdue > 0
                      ? t('portfolio.overdue', { amount: money(p.overdue) })
                      : p.nextPayment
                        ? t('portfolio.next', {
                            amount: money(p.nextPayment.amount),
                            date: format.day(p.nextPayment.date),
                          })
                        : t('portfolio.repaid')
                  }
                />
                <StatTile
                  label={t('portfolio.irr')}
                  value={p.irr === null ? '–' : percent(p.irr)}
                  note={
                    <>
                      {p.irr === null
                        ? t(`portfolio.irrMissing.${p.irrMissing ?? 'NO_SOLUTION'}`)
                        : t('portfolio.irrNote')}
                      {p.expectedIrr !== null && (
                        <>
                          <br />
                          {t('portfolio.expectedIrr', { rate: percent(p.expectedIrr) })}
                        </>
                      )}
                    </>
                  }
                />
              </SimpleGrid>
              <RepaymentsChart
                title={t('portfolio.chart')}
                subtitle={t('portfolio.chartSubtitle')}
                currency={currency}
                months={p.monthly.map((m) => ({ month: m.month, due: m.expected, paid: m.received }))}
                dueLabel={t('portfolio.expected')}
                paidLabel={t('portfolio.received')}
              />
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                <Concentration
                  caption={t('portfolio.byCompany')}
                  money={money}
                  rows={p.byCompany.map((c) => ({ key: c.alias, name: `${c.alias} (${c.grade})`, ...c }))}
                />
                <Concentration
                  caption={t('portfolio.byGrade')}
                  money={money}
                  rows={p.byGrade.map((g) => ({
                    key: g.grade,
                    name: t('portfolio.grade', { grade: g.grade }),
                    ...g,
                  }))}
                />
              </SimpleGrid>
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
