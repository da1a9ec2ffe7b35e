import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { BankTransactionDto } from '@tranche/contracts/discover';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import figures from '../../../../components/figures/figures.module.css';
import { KEYBOARD_SCROLL } from '../../../../components/keyboard-scroll';
import { useMoneyFormat } from '../../../../lib/use-money-format';
import { categoryPath } from '../../lib/discover-categories';
import type { CsvTable } from '../../lib/discover-csv';
import { bankMoney, decimalOf } from '../../lib/discover-money';
import { CategoryBadge } from './category-badge';
import { CorrectionModal } from './correction-modal';
import { counterpartyOf } from './transaction-text';

/** The transactions as the CSV export writes them: the columns of the table, amounts as decimals. */
export function transactionsCsv(
  transactions: readonly BankTransactionDto[],
  t: (key: 'date' | 'counterparty' | 'description' | 'amount' | 'currency' | 'category') => string,
  language: string,
): CsvTable {
  return {
    header: [t('date'), t('counterparty'), t('description'), t('amount'), t('currency'), t('category')],
    rows: transactions.map((row) => [
      row.bookingDate,
      counterpartyOf(row) ?? '',
      row.description ?? '',
      decimalOf(row.amountMinor, row.currency),
      row.currency,
      categoryPath(row.category, language),
    ]),
  };
}

/** Booked transactions with their categories; a category opens its correction. */
export function TransactionsTable({
  caption,
  transactions,
}: {
  /** The table's name for screen readers. */
  caption: string;
  transactions: readonly BankTransactionDto[];
}) {
  const { t, i18n } = useTranslation('discover');
  const { day } = useMoneyFormat();
  const [correcting, setCorrecting] = useState<BankTransactionDto | null>(null);
  return (
    <>
      <Table.ScrollContainer minWidth={760} scrollAreaProps={KEYBOARD_SCROLL}>
        <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
          <VisuallyHidden component="caption">{caption}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('transactions.date')}</Table.Th>
              <Table.Th scope="col">{t('transactions.counterparty')}</Table.Th>
              <Table.Th scope="col">{t('transactions.description')}</Table.Th>
              <Table.Th scope="col" className={figures.number}>
                {t('transactions.amount')}
              </Table.Th>
              <Table.Th scope="col">{t('transactions.category')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transactions.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td className={figures.figure}>{day(row.bookingDate)}</Table.Td>
                <Table.Td>
                  {counterpartyOf(row) ?? <Text c="dimmed">{t('transactions.unknownCounterparty')}</Text>}
                </Table.Td>
                <Table.Td maw={320}>
                  <Text size="sm" lineClamp={2} title={row.description ?? undefined}>
                    {row.description}
                  </Text>
                </Table.Td>
                <Table.Td className={figures.number} c={row.amountMinor < 0 ? undefined : 'teal.9'}>
                  {bankMoney(row.amountMinor, row.currency, i18n.language)}
                </Table.Td>
                <Table.Td>
                  <CategoryBadge category={row.category} onCorrect={() => setCorrecting(row)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <CorrectionModal transaction={correcting} onClose={() => setCorrecting(null)} />
    </>
  );
}
