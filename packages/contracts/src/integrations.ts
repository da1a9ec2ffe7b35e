import {
  CONNECTION_STYLES,
  INTEGRATION_KINDS,
  INTEGRATION_TYPES,
} from '@tranche/providers/integration-types';
import { z } from 'zod';

export const INTEGRATION_STATUSES = ['pending', 'active', 'try again', 'expired'] as const;
export const integrationStatusSchema = z.enum(INTEGRATION_STATUSES);
export const integrationTypeSchema = z.enum(INTEGRATION_TYPES as [string, ...string[]]);
export const integrationKindSchema = z.enum(INTEGRATION_KINDS);
export const SYNC_PHASES = [
  'subscriptions',
  'invoices',
  'payments',
  'accounts',
  'transactions',
  'reports',
  'saving',
  'done',
] as const;

export const integrationSchema = z.object({
  id: z.uuid(),
  type: integrationTypeSchema,
  category: integrationKindSchema,
  status: integrationStatusSchema,
  /** Connected to the provider's offline sandbox: generated data, labelled as such. */
  sandbox: z.boolean(),
  vanityUrl: z.string().nullable(),
  connectedAt: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
  /** Why the last sync failed (status 'try again'). */
  lastError: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** A sync is running; `syncProgress` says how far it got. */
  syncing: z.boolean(),
  syncProgress: z.object({ phase: z.enum(SYNC_PHASES), read: z.int() }).nullable(),
  /** Open banking: the bank and its country. */
  institutionName: z.string().nullable(),
  institutionLogo: z.string().nullable(),
  country: z.string().nullable(),
  transactionTotalDays: z.int().nullable(),
  /**
   * Open banking and the accounting aggregator, right after connecting or reconnecting: the bank's
   * consent page, the aggregator's link page.
   */
  consentLink: z.string().nullable().optional(),
  /** The accounting aggregator: its company and connection (`POST integrations/codat/reconnect`). */
  companyId: z.string().nullable().optional(),
  companyConnectionId: z.string().nullable().optional(),
});
export type Integration = z.infer<typeof integrationSchema>;

export const integrationResponseSchema = z.object({ data: integrationSchema });
export const integrationListResponseSchema = z.object({ data: z.array(integrationSchema) });

/** How each integration type connects: OAuth's consent page, or a vanity URL with an API key. */
export { CONNECTION_STYLES };

/**
 * `POST integrations`: the card-payment and terminal providers send the OAuth code they returned;
 * the billing tool with a vanity URL sends that URL and an API key created there.
 */
export const createIntegrationBodySchema = z.strictObject({
  type: integrationTypeSchema,
  authorizationCode: z.string().trim().min(1).max(1_024).optional(),
  /** 'your-vanity.host'; a leading http:// or https:// and a trailing slash are removed. */
  vanityUrl: z.string().trim().min(1).max(300).optional(),
  apiKey: z.string().trim().min(1).max(300).optional(),
  /** Open banking: the bank chosen from `GET nordigen/banks/{country}`, and that country. */
  institutionId: z.string().trim().min(1).max(200).optional(),
  country: z.string().trim().min(2).max(2).optional(),
  /** The state Tranche put into the consent page's address; the web checks it came back unchanged. */
  state: z.string().max(256).optional(),
});

export const patchIntegrationBodySchema = z.strictObject({
  raw: z.record(z.string(), z.unknown()),
});

/** `DELETE integrations` for the card-payment provider: by type and the provider's account id. */
export const deleteIntegrationByTypeBodySchema = z.strictObject({
  type: integrationTypeSchema,
  integrationNameId: z.string().trim().min(1).max(255),
});

export const syncIntegrationBodySchema = z.strictObject({
  type: integrationTypeSchema,
  category: integrationKindSchema.optional(),
});

/** `type=stripe,sumup`: a comma-separated list of integration types. */
const typeList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(integrationTypeSchema).max(20));

export const integrationListQuerySchema = z.strictObject({
  category: integrationKindSchema.optional(),
  status: integrationStatusSchema.optional(),
  type: typeList.optional(),
});

/**
 * Where to send the browser to authorise Tranche: the provider's consent page or the sandbox's;
 * null for a provider connected with its vanity URL and an API key (no consent page).
 */
export const integrationAuthorizationResponseSchema = z.object({
  data: z.object({ url: z.string().nullable(), state: z.string().nullable(), sandbox: z.boolean() }),
});
export const integrationAuthorizationQuerySchema = z.strictObject({ type: integrationTypeSchema });

/** `GET integrations/expiries`: connections the user must renew, and those about to expire. */
export const integrationExpiriesResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.uuid(),
      type: integrationTypeSchema,
      status: integrationStatusSchema,
      expiresAt: z.string().nullable(),
    }),
  ),
});

export const invoiceStatusSchema = z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']);

/** An invoice synced from a billing provider (Subscriptions → Invoices). */
export const invoiceSchema = z.object({
  id: z.uuid(),
  provider: integrationTypeSchema,
  externalId: z.string(),
  number: z.string().nullable(),
  customerName: z.string(),
  customerExternalId: z.string(),
  subscriptionExternalId: z.string().nullable(),
  status: invoiceStatusSchema,
  currency: z.string(),
  totalMinor: z.int(),
  amountDueMinor: z.int(),
  issuedOn: z.string(),
  dueOn: z.string().nullable(),
  paidOn: z.string().nullable(),
  /** What the provider allows with its PDF: look at it here, only download it, or neither. */
  pdf: z.enum(['preview', 'download', 'none']),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  'where[status]': invoiceStatusSchema.optional(),
});
export const invoiceListResponseSchema = z.object({ data: z.array(invoiceSchema) });
export const invoiceCountResponseSchema = z.object({ data: z.object({ count: z.int() }) });
export const invoiceParamsSchema = z.object({ provider: integrationTypeSchema });
export const invoicePdfParamsSchema = z.object({ provider: integrationTypeSchema, id: z.uuid() });
export const invoicePdfQuerySchema = z.strictObject({ download: z.enum(['true', 'false']).default('false') });
