import type { Integration } from '@tranche/contracts';
import { schema } from '@tranche/db';
import { isoDateOf, normaliseCountryCode } from '@tranche/domain';
import { type BankInstitution, isSandbox, openProvider, ProviderError } from '@tranche/providers';
import { and, eq, sql } from 'drizzle-orm';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { integrationView, sandboxIdentity } from '../integrations/integration-view';
import {
  findIntegration,
  type IntegrationRow,
  insertIntegration,
  listIntegrations,
} from '../integrations/integrations.repo';
import { type IntegrationDeps, queueSync } from '../integrations/integrations.service';
import { notifyAccount } from '../notifications/notify';

export const NO_BANKS_MESSAGE = "List of banks for chosen country doesn't exist.";
export const WRONG_BANK_MESSAGE = 'Incorrect country or bank';
export const BANK_CONNECTED_MESSAGE = 'Integration from this institution is already connected!';
export const BANK_FAILED_MESSAGE = 'Failed to connect bank account!';
/** Days of transactions asked of the bank (spec §9). */
export const TRANSACTION_TOTAL_DAYS = 90;

const TYPE = 'nordigen';

/** The aggregator, with no consent yet (to list banks), or for one connection's consent. */
const bankingOf = (deps: IntegrationDeps, row: IntegrationRow | null) =>
  openProvider(TYPE, deps.providers.settings, {
    credentials: null,
    ...(row ? sandboxIdentity(row) : { seed: 'institutions', asOf: isoDateOf(new Date()) }),
  });

/** A provider's failure is the bank's or aggregator's, told to the user as the spec words it. */
async function atBank<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderError) throw new AppError(502, 'BANK_FAILED', BANK_FAILED_MESSAGE);
    throw error;
  }
}

/** `GET nordigen/banks/{country}`: the banks of a country. */
export async function banksOf(deps: IntegrationDeps, country: string): Promise<BankInstitution[]> {
  const code = normaliseCountryCode(country);
  if (code === null) throw badRequest('WRONG_BANK', WRONG_BANK_MESSAGE);
  const banks = await atBank(() => bankingOf(deps, null).institutions(code));
  if (banks.length === 0) throw new AppError(404, 'NO_BANKS', NO_BANKS_MESSAGE);
  return banks;
}

/** Where the bank sends the browser back; the sandbox's own consent page stands in for the bank's. */
const returnUrl = (deps: IntegrationDeps, id: string) =>
  `${deps.env.PUBLIC_URL}/settings/integrations?bank=${id}`;
const sandboxConsent = (row: IntegrationRow) =>
  `/integrations/consent?${new URLSearchParams({ type: TYPE, bank: row.id, institution: row.institutionName ?? '' })}`;

/** Starts the consent at the bank for a connection; the answer carries the page to send the user to. */
async function startConsent(deps: IntegrationDeps, row: IntegrationRow): Promise<Integration> {
  const started = await atBank(() =>
    bankingOf(deps, row).startConsent({
      institutionId: row.institutionId!,
      redirectUri: returnUrl(deps, row.id),
      reference: row.id,
      transactionTotalDays: row.transactionTotalDays ?? TRANSACTION_TOTAL_DAYS,
    }),
  );
  const [updated] = await deps.database.db
    .update(schema.integrations)
    .set({ externalAccountId: started.consentId, status: 'pending', lastError: null, updatedAt: sql`now()` })
    .where(eq(schema.integrations.id, row.id))
    .returning();
  return { ...integrationView(updated!), consentLink: row.sandbox ? sandboxConsent(row) : started.link };
}

/**
 * `POST integrations {type: nordigen, institutionId, country}`: a connection to one bank, pending
 * until the user confirms at the bank. Each bank once per company.
 */
export async function connectBank(
  deps: IntegrationDeps,
  accountId: string,
  body: { institutionId?: string; country?: string },
): Promise<Integration> {
  if (!body.institutionId || !body.country) throw badRequest('WRONG_BANK', WRONG_BANK_MESSAGE);
  const institution = (await banksOf(deps, body.country)).find((bank) => bank.id === body.institutionId);
  if (!institution) throw badRequest('WRONG_BANK', WRONG_BANK_MESSAGE);
  const same = (await listIntegrations(deps.database.db, accountId, { types: [TYPE] })).find(
    (row) => row.institutionId === institution.id,
  );
  if (same) throw conflict('BANK_CONNECTED', BANK_CONNECTED_MESSAGE);
  const row = await insertIntegration(deps.database.db, {
    accountId,
    type: TYPE,
    category: 'banking',
    sandbox: isSandbox(TYPE, deps.providers.settings),
    status: 'pending',
    credentials: null,
    externalAccountId: null,
    expiresAt: null,
    institutionId: institution.id,
    institutionName: institution.name,
    institutionLogo: institution.logoUrl,
    country: normaliseCountryCode(body.country),
    transactionTotalDays: Math.min(TRANSACTION_TOTAL_DAYS, institution.transactionTotalDays),
  });
  if (!row) throw conflict('BANK_CONNECTED', BANK_CONNECTED_MESSAGE);
  await notifyAccount(deps, {
    accountId,
    type: 'NEW_INTEGRATION',
    externalId: row.id,
    payload: { integrationId: row.id, type: TYPE, category: 'banking' },
  });
  return startConsent(deps, row);
}

async function bankConnection(deps: IntegrationDeps, accountId: string, id: string) {
  const row = await findIntegration(deps.database.db, accountId, id);
  if (!row || row.type !== TYPE) throw notFound();
  return row;
}

/**
 * `PATCH nordigen/requisitionPassed/{id}`: back from the bank; the consent is checked with the
 * aggregator, its expiry kept, and the first sync starts. A consent the bank did not give fails.
 */
export async function consentPassed(deps: IntegrationDeps, accountId: string, id: string) {
  const row = await bankConnection(deps, accountId, id);
  if (row.externalAccountId === null) throw badRequest('BANK_FAILED', BANK_FAILED_MESSAGE);
  const consent = await atBank(() =>
    bankingOf(deps, row).completeConsent({ consentId: row.externalAccountId! }),
  );
  if (consent.status !== 'linked') throw badRequest('BANK_FAILED', BANK_FAILED_MESSAGE);
  const [updated] = await deps.database.db
    .update(schema.integrations)
    .set({
      externalAccountId: consent.consentId,
      expiresAt: consent.validUntil === null ? null : new Date(consent.validUntil),
      connectedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(schema.integrations.id, row.id)))
    .returning();
  await queueSync(deps, row.id);
  return integrationView(updated!);
}

/** `PATCH nordigen/requisitionFailed/{id}`: the user refused or the bank failed; a new one is dropped. */
export async function consentFailed(deps: IntegrationDeps, accountId: string, id: string) {
  const row = await bankConnection(deps, accountId, id);
  const [updated] = await deps.database.db
    .update(schema.integrations)
    .set(
      row.lastSyncedAt === null
        ? { deletedAt: sql`now()`, updatedAt: sql`now()` }
        : { status: 'expired', lastError: BANK_FAILED_MESSAGE, updatedAt: sql`now()` },
    )
    .where(eq(schema.integrations.id, row.id))
    .returning();
  return integrationView(updated!);
}

/** `POST integrations/nordigen/reconnect {integrationId}`: a new consent at the same bank. */
export async function reconnectBank(deps: IntegrationDeps, accountId: string, integrationId: string) {
  return startConsent(deps, await bankConnection(deps, accountId, integrationId));
}
