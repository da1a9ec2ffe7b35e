import { Alert, Button, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { Invoice } from '@tranche/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { fetchInvoicePdf } from '../api/invoices.api';
import { renderPdf } from '../lib/render-pdf';

const PAGE_WIDTH = 560;

/** An invoice's PDF drawn in a dialog (pdf.js), with a download of the same file. */
export function InvoicePreview({
  invoice,
  onClose,
  onDownload,
}: {
  invoice: Invoice | null;
  onClose: () => void;
  onDownload: (invoice: Invoice) => void;
}) {
  const { t } = useTranslation('subscriptions');
  const pages = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ loading: boolean; error: string | null }>({
    loading: true,
    error: null,
  });

  useEffect(() => {
    if (invoice === null) return;
    let current = true;
    setState({ loading: true, error: null });
    // The dialog's body mounts after the dialog opens: wait a frame for the pages' container.
    const frame = requestAnimationFrame(() => {
      void (async () => {
        try {
          const blob = await fetchInvoicePdf(invoice, false);
          if (!current || pages.current === null) return;
          await renderPdf(await blob.arrayBuffer(), pages.current, PAGE_WIDTH);
          if (current) setState({ loading: false, error: null });
        } catch (error) {
          if (current) setState({ loading: false, error: errorText(error) });
        }
      })();
    });
    return () => {
      current = false;
      cancelAnimationFrame(frame);
    };
  }, [invoice]);

  const title = invoice ? t('invoices.preview.title', { number: invoice.number ?? invoice.externalId }) : '';
  return (
    <Modal opened={invoice !== null} onClose={onClose} title={title} size={PAGE_WIDTH + 64} centered>
      <Stack gap="sm">
        {state.loading && (
          <Group justify="center" py="xl">
            <Loader size="sm" aria-label={t('invoices.preview.loading')} />
          </Group>
        )}
        {state.error && (
          <Alert color="red" title={t('invoices.preview.failed')}>
            {state.error}
          </Alert>
        )}
        <ScrollArea.Autosize mah="70vh">
          <div
            ref={pages}
            role="img"
            aria-label={t('invoices.preview.label', { number: invoice?.number ?? invoice?.externalId ?? '' })}
            style={{ display: state.loading || state.error ? 'none' : 'block' }}
          />
        </ScrollArea.Autosize>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t('invoices.preview.fromProvider')}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('invoices.preview.close')}
            </Button>
            {invoice && <Button onClick={() => onDownload(invoice)}>{t('invoices.download')}</Button>}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
