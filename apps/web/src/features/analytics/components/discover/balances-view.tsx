import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { BankBalances } from '@tranche/contracts/banking';
import { useTranslation } from 'react-i18next';
import figures from '../../../../components/figures/figures.module.css';
import { KEYBOARD_SCROLL } from '../../../../components/keyboard-scroll';
import { QueryState } from '../../../../components/query-state';
import { useMoneyFormat } from '../../../../lib/use-money-format';
import { useBankBalances } from '../../api/discover.api';
import type { CsvTable } from '../../lib/discover-csv';
import { discoverFileName } from '../../lib/discover-csv';
import { bankMoney, decimalOf } from '../../lib/discover-money';
import { ExportButton } from './discover-fields';

type Column = 'institution' | 'iban' | 'name' | 'currency' | 'balance' | 'asOf' | 'total';

/** The accounts as the table shows them, then one total line per currency. */
export function balancesCsv(balances: BankBalances, t: (key: Column) => string): CsvTable {
  return {
    header: [t('institution'), t('iban'), t('name'), t('currency'), t('balance'), t('asOf')],
    rows: [
      ...balances.accounts.map((account) => [
        account.institutionName ?? '',
        account.iban ?? '',
        account.name ?? account.ownerName ?? '',
        account.currency,
        account.balanceMinor === null ? '' : decimalOf(account.balanceMinor, account.currency),
        account.balanceOn ?? '',
      ]),
      ...balances.totals.map((total) => [
        t('total'),
        '',
        '',
        total.currency,
        decimalOf(total.balanceMinor, total.currency),
        '',
      ]),
    ],
  };
}

function BalancesTables({ balances }: { balances: BankBalances }) {
  const { t, i18n } = useTranslation('discover');
  const { day } = useMoneyFormat();
  const column = (key: Column) => t(`balances.${key}`);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <SimpleGrid
          cols={{ base: 1, sm: Math.min(balances.totals.length, 3) }}
          spacing="md"
          component="section"
          aria-label={t('balances.totals')}
        >
          {balances.totals.map((total) => (
            <Paper
              key={total.currency}
              withBorder
              radius="md"
              p="md"
              component="article"
              aria-label={t('balances.totalOf', { currency: total.currency })}
            >
              <Text size="xs" c="dimmed">
                {t('balances.totalOf', { currency: total.currency })}
              </Text>
              <Text fz="xl" fw={650} className={figures.figure}>
                {bankMoney(total.balanceMinor, total.currency, i18n.language)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <ExportButton
          fileName={discoverFileName('balances', [])}
          table={() => balancesCsv(balances, column)}
        />
      </Group>
      <Table.ScrollContainer minWidth={720} scrollAreaProps={KEYBOARD_SCROLL}>
        <Table striped verticalSpacing="xs" fz="sm">
          <caption style={{ captionSide: 'top', textAlign: 'start' }}>
            <Text size="sm" fw={600}>
              {t('balances.title')}
            </Text>
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{column('institution')}</Table.Th>
              <Table.Th scope="col">{column('iban')}</Table.Th>
              <Table.Th scope="col">{column('name')}</Table.Th>
              <Table.Th scope="col" className={figures.number}>
                {column('balance')}
              </Table.Th>
              <Table.Th scope="col">{column('asOf')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {balances.accounts.map((account) => (
              <Table.Tr key={account.id}>
                <Table.Td>{account.institutionName ?? '–'}</Table.Td>
                <Table.Td className={figures.figure}>{account.iban ?? '–'}</Table.Td>
                <Table.Td>{account.name ?? account.ownerName ?? '–'}</Table.Td>
                <Table.Td className={figures.number}>
                  {account.balanceMinor === null
                    ? t('balances.noBalance')
                    : bankMoney(account.balanceMinor, account.currency, i18n.language)}
                </Table.Td>
                <Table.Td className={figures.figure}>
                  {account.balanceOn ? day(account.balanceOn) : '–'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            {balances.totals.map((total) => (
              <Table.Tr key={total.currency}>
                <Table.Th scope="row" colSpan={3}>
                  {t('balances.totalOf', { currency: total.currency })}
                </Table.Th>
                <Table.Td className={figures.number} fw={650}>
                  {bankMoney(total.balanceMinor, total.currency, i18n.language)}
                </Table.Td>
                <Table.Td />
              </Table.Tr>
            ))}
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** Balances (spec §2): each shared bank account's balance, and the sum per currency. */
export function BalancesView() {
  const { t } = useTranslation('discover');
  const balances = useBankBalances();
  return (
    <QueryState query={balances} empty={t('balances.empty')} items={(data) => data.accounts}>
      {(data) => <BalancesTables balances={data} />}
    </QueryState>
  );
}
