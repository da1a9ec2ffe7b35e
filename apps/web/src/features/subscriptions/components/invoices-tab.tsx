import {
  Anchor,
  EmptyState,
  Group,
  NativeSelect,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import type { Invoice } from '@tranche/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { errorText } from '../../../lib/api-error';
import { providerName } from '../../../lib/provider-names';
import { useQueryState, withQueryChanges } from '../../../lib/use-query-state';
import {
  fetchInvoicePdf,
  INVOICE_PAGE_SIZE,
  INVOICE_STATUSES,
  type InvoiceStatusFilter,
  useInvoiceCount,
  useInvoiceSources,
  useInvoices,
} from '../api/invoices.api';
import { saveBlob } from '../lib/render-pdf';
import { InvoicePreview } from './invoice-preview';
import { InvoicesTable } from './invoices-table';

const isStatus = (value: string | null): value is InvoiceStatusFilter =>
  value === 'ALL' || (INVOICE_STATUSES as readonly (string | null)[]).includes(value);

function ProviderInvoices({ provider }: { provider: string }) {
  const { t } = useTranslation('subscriptions');
  const [params, setParams] = useQueryState();
  const status = isStatus(params.get('status')) ? (params.get('status') as InvoiceStatusFilter) : 'ALL';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const invoices = useInvoices(provider, status, page);
  const count = useInvoiceCount(provider, status);
  const pages = Math.max(1, Math.ceil((count.data ?? 0) / INVOICE_PAGE_SIZE));
  const [previewed, setPreviewed] = useState<Invoice | null>(null);

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => withQueryChanges(current, changes));
  const download = async (invoice: Invoice) => {
    try {
      saveBlob(await fetchInvoicePdf(invoice, true), `invoice-${invoice.number ?? invoice.externalId}.pdf`);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label={t('invoices.filter')}
          w={220}
          value={status}
          data={['ALL', ...INVOICE_STATUSES].map((value) => ({
            value,
            label: value === 'ALL' ? t('invoices.all') : t(`invoices.status.${value as Invoice['status']}`),
          }))}
          onChange={(event) =>
            update({
              status: event.currentTarget.value === 'ALL' ? null : event.currentTarget.value,
              page: null,
            })
          }
        />
        {count.data !== undefined && (
          <Text size="sm" c="dimmed">
            {t('invoices.count', { count: count.data })}
          </Text>
        )}
      </Group>
      <QueryState
        query={invoices}
        empty={status === 'ALL' ? t('invoices.empty') : t('invoices.emptyFiltered')}
      >
        {(rows) => (
          <InvoicesTable invoices={rows} onPreview={setPreviewed} onDownload={(row) => void download(row)} />
        )}
      </QueryState>
      {pages > 1 && (
        <Group justify="center" component="nav" aria-label={t('invoices.pagination')}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={(next) => update({ page: next === 1 ? null : String(next) })}
            getItemProps={(item) => ({ 'aria-label': t('invoices.page', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(`pageControl.${control}`) })}
          />
        </Group>
      )}
      <InvoicePreview
        invoice={previewed}
        onClose={() => setPreviewed(null)}
        onDownload={(row) => void download(row)}
      />
    </Stack>
  );
}

/**
 * Subscriptions → Invoices (spec §2, §7): invoices of the company's billing and accounting tools,
 * one tool at a time.
 */
export function InvoicesTab() {
  const { t } = useTranslation('subscriptions');
  const integrations = useInvoiceSources();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <QueryState query={integrations} empty="" items={() => [true]}>
      {(rows) => {
        if (rows.length === 0)
          return (
            <EmptyState
              icon={<IconReceipt size={32} aria-hidden />}
              withIndicatorBackground
              title={t('invoices.title')}
              description={
                <>
                  {t('invoices.text')}{' '}
                  <Anchor component={Link} to="/settings/integrations">
                    {t('invoices.connect')}
                  </Anchor>
                </>
              }
            />
          );
        const provider = chosen ?? rows[0]!.type;
        return (
          <Stack gap="md">
            {rows.length > 1 && (
              <SegmentedControl
                aria-label={t('invoices.source')}
                value={provider}
                onChange={setChosen}
                data={rows.map((row) => ({ value: row.type, label: providerName(row.type) }))}
              />
            )}
            <ProviderInvoices provider={provider} />
          </Stack>
        );
      }}
    </QueryState>
  );
}
