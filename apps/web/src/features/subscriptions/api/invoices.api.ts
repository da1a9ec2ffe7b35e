import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type Integration,
  type Invoice,
  integrationListResponseSchema,
  invoiceListResponseSchema,
} from '@tranche/contracts';
import { api } from '../../../lib/api-client';

/** Spec §9: lists page by 20. */
export const INVOICE_PAGE_SIZE = 20;
export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
export type InvoiceStatusFilter = 'ALL' | Invoice['status'];

const invoicesKey = ['invoices'] as const;

/**
 * The connections whose invoices the tab lists: billing tools, and accounting tools once linked
 * (a link page left half-way has no invoices to show).
 */
export const isInvoiceSource = (row: Integration): boolean =>
  row.category === 'billing' ||
  ((row.category === 'accounting' || row.category === 'unified') && row.status !== 'pending');

/** The company's billing and accounting connections: each has its own invoice list. */
export function useInvoiceSources() {
  return useQuery({
    queryKey: [...invoicesKey, 'providers'],
    queryFn: async ({ signal }): Promise<Integration[]> =>
      integrationListResponseSchema.shape.data
        .parse((await api.get('/integrations', { signal })) ?? [])
        .filter(isInvoiceSource),
  });
}

function listQuery(status: InvoiceStatusFilter, page?: number): string {
  const query = new URLSearchParams();
  if (page !== undefined) {
    query.set('page', String(page));
    query.set('size', String(INVOICE_PAGE_SIZE));
  }
  if (status !== 'ALL') query.set('where[status]', status);
  return query.toString();
}

/** `GET /api/client-invoices/{provider}`: one page, newest first. */
export function useInvoices(provider: string, status: InvoiceStatusFilter, page: number) {
  return useQuery({
    queryKey: [...invoicesKey, provider, status, page],
    queryFn: async ({ signal }) =>
      invoiceListResponseSchema.shape.data.parse(
        (await api.get(`/client-invoices/${provider}?${listQuery(status, page)}`, { signal })) ?? [],
      ),
    placeholderData: keepPreviousData,
  });
}

export function useInvoiceCount(provider: string, status: InvoiceStatusFilter) {
  return useQuery({
    queryKey: [...invoicesKey, provider, status, 'count'],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ count: number }>(`/client-invoices/${provider}/count?${listQuery(status)}`, {
          signal,
        })
      )?.count ?? 0,
    placeholderData: keepPreviousData,
  });
}

/** The invoice's PDF from its provider, as the browser downloads or previews it. */
export const fetchInvoicePdf = (invoice: Invoice, download: boolean) =>
  api.getBlob(`/client-invoices/${invoice.provider}/${invoice.id}/pdf?download=${download}`);
