import type { Invoice } from '@tranche/contracts';
import { type IntegrationType, openProvider, ProviderError } from '@tranche/providers';
import { AppError, notFound } from '../../lib/app-error';
import { sandboxIdentity } from './integration-view';
import { listIntegrations } from './integrations.repo';
import type { IntegrationDeps } from './integrations.service';
import { countInvoices, findInvoice, type InvoiceRow, listInvoices } from './invoices.repo';

export const NO_PDF_MESSAGE = 'This invoice has no PDF.';
export const NOT_CONNECTED_MESSAGE = 'Connect this provider again to open its invoices.';

const invoiceView = (row: InvoiceRow): Invoice => ({
  id: row.id,
  provider: row.provider,
  externalId: row.externalId,
  number: row.number,
  customerName: row.customerName,
  customerExternalId: row.customerExternalId,
  subscriptionExternalId: row.subscriptionExternalId,
  status: row.status as Invoice['status'],
  currency: row.currency,
  totalMinor: row.totalMinor,
  amountDueMinor: row.amountDueMinor,
  issuedOn: row.issuedOn,
  dueOn: row.dueOn,
  paidOn: row.paidOn,
  pdf: row.pdf as Invoice['pdf'],
});

export async function invoicesOf(
  deps: Pick<IntegrationDeps, 'database'>,
  accountId: string,
  provider: string,
  options: { page: number; size: number; status?: string },
) {
  return (await listInvoices(deps.database.db, accountId, provider, options)).map(invoiceView);
}

export const invoiceCount = (
  deps: Pick<IntegrationDeps, 'database'>,
  accountId: string,
  provider: string,
  status?: string,
) => countInvoices(deps.database.db, accountId, provider, status);

/**
 * An invoice's PDF, fetched from its provider when asked (never stored): the provider stays the
 * record. Refused when the provider offers none or the connection is gone.
 */
export async function invoicePdf(
  deps: IntegrationDeps,
  accountId: string,
  provider: IntegrationType,
  id: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const { db } = deps.database;
  const invoice = await findInvoice(db, accountId, provider, id);
  if (!invoice) throw notFound();
  if (invoice.pdf === 'none') throw notFound(NO_PDF_MESSAGE);
  const [integration] = await listIntegrations(db, accountId, { types: [provider] });
  if (!integration || integration.id !== invoice.integrationId) throw notFound(NOT_CONNECTED_MESSAGE);
  const opened = openProvider(provider, deps.providers.settings, {
    credentials: integration.credentials === null ? null : deps.providers.unseal(integration.credentials),
    ...sandboxIdentity(integration),
  });
  // Billing tools give every invoice's PDF; of the accounting ones only those that say so.
  const readPdf =
    opened.kind === 'billing' || opened.kind === 'accounting' ? opened.invoicePdf?.bind(opened) : undefined;
  if (readPdf === undefined) throw notFound(NO_PDF_MESSAGE);
  let bytes: Uint8Array;
  try {
    bytes = await readPdf(invoice.externalId);
  } catch (error) {
    // The provider's refusal or failure is theirs to explain, not a fault of Tranche's.
    if (error instanceof ProviderError) throw new AppError(502, 'PROVIDER_FAILED', error.message);
    throw error;
  }
  const name = (invoice.number ?? invoice.externalId).replace(/[^\w.-]+/g, '-');
  return { bytes, fileName: `invoice-${name}.pdf` };
}
