import { Badge, Button, Group, type MantineColor, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Invoice } from '@tranche/contracts';
import type { Currency } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import figures from '../../../components/figures/figures.module.css';
import { useMoneyFormat } from '../../../lib/use-money-format';

const STATUS_COLORS: Record<Invoice['status'], MantineColor> = {
  draft: 'gray',
  open: 'blue',
  paid: 'teal',
  void: 'gray',
  uncollectible: 'red',
};

/** One page of invoices: number, customer, dates, status, amounts; preview or download per the provider. */
export function InvoicesTable({
  invoices,
  onPreview,
  onDownload,
}: {
  invoices: readonly Invoice[];
  onPreview: (invoice: Invoice) => void;
  onDownload: (invoice: Invoice) => void;
}) {
  const { t } = useTranslation('subscriptions');
  const format = useMoneyFormat();
  const money = (minor: number, currency: string) => format.money(minor, currency as Currency);
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped highlightOnHover aria-label={t('invoices.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices.columns.number')}</Table.Th>
            <Table.Th>{t('invoices.columns.customer')}</Table.Th>
            <Table.Th>{t('invoices.columns.issued')}</Table.Th>
            <Table.Th>{t('invoices.columns.due')}</Table.Th>
            <Table.Th>{t('invoices.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('invoices.columns.total')}</Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              {t('invoices.columns.amountDue')}
            </Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('invoices.columns.pdf')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => {
            const label = invoice.number ?? invoice.externalId;
            return (
              <Table.Tr key={invoice.id}>
                <Table.Td className={figures.figure}>{label}</Table.Td>
                <Table.Td style={{ whiteSpace: 'normal' }} miw={180}>
                  {invoice.customerName}
                </Table.Td>
                <Table.Td className={figures.figure}>{format.day(invoice.issuedOn)}</Table.Td>
                <Table.Td className={figures.figure}>
                  {invoice.dueOn ? format.day(invoice.dueOn) : '–'}
                </Table.Td>
                <Table.Td miw={130}>
                  <Badge variant="light" color={STATUS_COLORS[invoice.status]}>
                    {t(`invoices.status.${invoice.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td className={figures.number}>{money(invoice.totalMinor, invoice.currency)}</Table.Td>
                <Table.Td className={figures.number}>
                  {money(invoice.amountDueMinor, invoice.currency)}
                </Table.Td>
                <Table.Td>
                  {invoice.pdf === 'none' ? (
                    <Text size="xs" c="dimmed">
                      {t('invoices.noPdf')}
                    </Text>
                  ) : (
                    <Group gap={4} wrap="nowrap">
                      {invoice.pdf === 'preview' && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => onPreview(invoice)}
                          aria-label={t('invoices.previewLabel', { number: label })}
                        >
                          {t('invoices.preview.button')}
                        </Button>
                      )}
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => onDownload(invoice)}
                        aria-label={t('invoices.downloadLabel', { number: label })}
                      >
                        {t('invoices.download')}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
