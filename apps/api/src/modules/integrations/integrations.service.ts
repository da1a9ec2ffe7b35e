import { randomBytes } from 'node:crypto';
import type { Integration } from '@tranche/contracts';
import {
  bankSyncAllowed,
  CONNECTION_STYLES,
  connectorFor,
  type IntegrationType,
  isSandbox,
  isZohoLocation,
  kindOf,
  type ProviderCredentials,
  ProviderError,
} from '@tranche/providers';
import { vanityHostOf } from '@tranche/providers/vanity-host';
import type { Container } from '../../container';
import { integrationSyncJobType, integrationSyncKey } from '../../jobs/integration-sync.job-type';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { notifyAccount } from '../notifications/notify';
import { integrationView } from './integration-view';
import {
  byId,
  byTypeAndAccount,
  deleteIntegration,
  findIntegration,
  type IntegrationFilter,
  insertIntegration,
  listExpiries,
  listIntegrations,
  renewIntegration,
  updateRaw,
} from './integrations.repo';
import type { ProviderRuntime } from './provider-runtime';

export type IntegrationDeps = Pick<Container, 'database' | 'jobs' | 'realtime' | 'env'> & {
  providers: ProviderRuntime;
};

export const ONE_PER_TYPE_MESSAGE = 'Only one connection per integration type is allowed.';
export const CODE_REQUIRED_MESSAGE = 'Required field authorizationCode';
export const TOO_MANY_MESSAGE = 'Too many requests, please wait for a moment!';
export const KEY_REQUIRED_MESSAGE = 'Required fields vanityUrl and apiKey';
export const VANITY_URL_MESSAGE = "The address has the form 'your-vanity.host'";
export const KEY_STYLE_MESSAGE =
  'This provider connects with its address and an API key, not a consent page.';
/** Connections whose authorisation lapses within this many days are listed as expiring. */
export const EXPIRY_WARNING_DAYS = 14;

/** Where the provider (or the sandbox's consent page) sends the browser back to. */
const callbackUrl = (deps: IntegrationDeps, type: IntegrationType) =>
  `${deps.env.PUBLIC_URL}/settings/integrations?connect=${type}`;

/**
 * The OAuth `state`: random, and for a provider with several data centres prefixed with the one
 * chosen (`eu~…`), so the code that comes back is exchanged at the same data centre.
 */
const LOCATION_MARK = '~';
const stateFor = (location: string | undefined) => {
  const random = randomBytes(18).toString('base64url');
  return location === undefined ? random : `${location}${LOCATION_MARK}${random}`;
};
/** The data centre a state was made for; undefined for a state without a known one. */
export const locationOfState = (state: string | undefined): string | undefined => {
  const at = state?.indexOf(LOCATION_MARK) ?? -1;
  const location = at > 0 ? state!.slice(0, at) : undefined;
  return isZohoLocation(location) ? location : undefined;
};

/**
 * The consent page to send the browser to: the provider's own, or, while its keys are not
 * configured, the sandbox's local page where any authorisation connects. A provider connected
 * with its vanity URL and an API key has no consent page (url null): the web asks for both; nor
 * has a bank, which the user chooses first (banking module), nor an accounting aggregator (its
 * link page comes with the pending connection: accounting module). `location`: the provider's
 * data centre, already checked by the caller.
 */
export function authorization(deps: IntegrationDeps, type: IntegrationType, location?: string) {
  const connector = connectorFor(type, deps.providers.settings);
  const sandbox = connector === null;
  const noConsentPage = { url: null, state: null, sandbox };
  if (CONNECTION_STYLES[type] !== 'oauth') return noConsentPage;
  const state = stateFor(location);
  if (connector === null) {
    const query = new URLSearchParams({ type, state });
    // Relative: the sandbox's page is part of this app, whichever address the browser uses.
    return { url: `/integrations/consent?${query}`, state, sandbox };
  }
  if (connector.style !== 'oauth') return noConsentPage;
  try {
    return { url: connector.authorizationUrl(state, callbackUrl(deps, type), location), state, sandbox };
  } catch (error) {
    // A provider with several data centres refuses a missing or unknown one (Zoho: zoho-url?location).
    if (error instanceof ProviderError) throw badRequest('VALIDATION', error.message);
    throw error;
  }
}

/**
 * What a user sends to connect: an OAuth code (with the state it came back with), or a vanity URL
 * with an API key.
 */
export type Authorisation = {
  authorizationCode?: string;
  state?: string;
  vanityUrl?: string;
  apiKey?: string;
};

export const LINK_PAGE_MESSAGE = 'Connect the accounting tool through its own link page.';

/** The vanity host to save, or a 400 naming the form it must have. */
export function vanityHost(input: string): string {
  const host = vanityHostOf(input);
  if (host === null) throw badRequest('VALIDATION', VANITY_URL_MESSAGE);
  return host;
}

/** Refuses (400) what lacks a field its connection style needs; the vanity host when it has one. */
function checkedAuthorisation(type: IntegrationType, sent: Authorisation): string | null {
  const style = CONNECTION_STYLES[type];
  if (style === 'companyLink' || style === 'vaultSession') throw badRequest('VALIDATION', LINK_PAGE_MESSAGE);
  const keyed = CONNECTION_STYLES[type] === 'apiKey';
  if (keyed ? !sent.vanityUrl || !sent.apiKey : !sent.authorizationCode)
    throw badRequest('VALIDATION', keyed ? KEY_REQUIRED_MESSAGE : CODE_REQUIRED_MESSAGE);
  return keyed ? vanityHost(sent.vanityUrl!) : null;
}

/**
 * The provider's authorisation from what the user sent, checked with the provider: the sealed
 * credentials, the account there and when it lapses. The sandbox takes any code or key.
 */
async function credentialsFor(deps: IntegrationDeps, type: IntegrationType, sent: Authorisation) {
  const host = checkedAuthorisation(type, sent);
  const connector = connectorFor(type, deps.providers.settings);
  if (connector === null)
    return {
      credentials: null,
      externalAccountId: host ?? `sandbox_${type}`,
      expiresAt: null,
      vanityUrl: host,
    };
  if (connector.style === 'bankConsent') throw badRequest('VALIDATION', 'Choose the bank to connect first.');
  if (connector.style === 'companyLink' || connector.style === 'vaultSession')
    throw badRequest('VALIDATION', LINK_PAGE_MESSAGE);
  let credentials: ProviderCredentials;
  try {
    credentials =
      connector.style === 'apiKey'
        ? await connector.verify(host!, sent.apiKey!)
        : await connector.exchangeCode(
            sent.authorizationCode!,
            callbackUrl(deps, type),
            locationOfState(sent.state),
          );
  } catch (error) {
    if (error instanceof ProviderError) throw badRequest('PROVIDER_REFUSED', error.message);
    throw error;
  }
  return {
    credentials: deps.providers.seal(credentials),
    externalAccountId: credentials.externalAccountId,
    expiresAt: credentials.expiresAt === null ? null : new Date(credentials.expiresAt),
    vanityUrl: host,
  };
}

/**
 * `POST integrations`: connects a provider with the code its consent page returned, or with the
 * billing tool's vanity URL and API key (the sandbox takes any code or key), or renews an expired
 * connection of that type. Only one connection per type; the first sync starts at once.
 */
export async function connectIntegration(
  deps: IntegrationDeps,
  accountId: string,
  body: { type: IntegrationType } & Authorisation,
): Promise<Integration> {
  const { db } = deps.database;
  checkedAuthorisation(body.type, body);
  const [existing] = await listIntegrations(db, accountId, { types: [body.type] });
  if (existing && existing.status !== 'expired') throw conflict('INTEGRATION_EXISTS', ONE_PER_TYPE_MESSAGE);
  const authorised = await credentialsFor(deps, body.type, body);
  const row = existing
    ? await renewIntegration(db, existing.id, authorised)
    : await insertIntegration(db, {
        accountId,
        type: body.type,
        category: kindOf(body.type),
        sandbox: isSandbox(body.type, deps.providers.settings),
        status: 'pending',
        ...authorised,
      });
  if (!row) throw conflict('INTEGRATION_EXISTS', ONE_PER_TYPE_MESSAGE);
  if (!existing) {
    await notifyAccount(deps, {
      accountId,
      type: 'NEW_INTEGRATION',
      externalId: row.id,
      payload: { integrationId: row.id, type: row.type, category: row.category },
    });
  }
  await queueSync(deps, row.id);
  return integrationView(row);
}

export async function queueSync(deps: Pick<IntegrationDeps, 'jobs'>, integrationId: string) {
  await deps.jobs.send(
    integrationSyncJobType,
    { integrationId },
    { singletonKey: integrationSyncKey(integrationId) },
  );
}

export async function integrationsOf(deps: IntegrationDeps, accountId: string, filter: IntegrationFilter) {
  return (await listIntegrations(deps.database.db, accountId, filter)).map(integrationView);
}

/**
 * `PATCH integrations/{id} {raw}` (INTEGRATION_UPDATED): stores the client's raw settings. An
 * `apiKey` among them renews the key of a vanity-URL connection (checked with the provider first,
 * then sealed like any credential, never kept in `raw`) and starts a sync with it.
 */
export async function patchIntegration(
  deps: IntegrationDeps,
  accountId: string,
  id: string,
  raw: Record<string, unknown>,
) {
  const { db } = deps.database;
  const { apiKey, ...settings } = raw;
  if (apiKey !== undefined) {
    const row = await findIntegration(db, accountId, id);
    if (!row) throw notFound();
    const type = row.type as IntegrationType;
    if (CONNECTION_STYLES[type] !== 'apiKey' || typeof apiKey !== 'string' || row.vanityUrl === null)
      throw badRequest('VALIDATION', KEY_REQUIRED_MESSAGE);
    await renewIntegration(
      db,
      row.id,
      await credentialsFor(deps, type, { vanityUrl: row.vanityUrl, apiKey }),
    );
    await queueSync(deps, row.id);
  }
  const row = await updateRaw(db, accountId, id, settings);
  if (!row) throw notFound();
  return integrationView(row);
}

/** Deletes a connection (by id, or the card-payment provider's by type and its account id). */
export async function removeIntegration(
  deps: IntegrationDeps,
  accountId: string,
  which: { id: string } | { type: string; integrationNameId: string },
) {
  const where = 'id' in which ? byId(which.id) : byTypeAndAccount(which.type, which.integrationNameId);
  const row = await deleteIntegration(deps.database.db, accountId, where);
  if (!row) throw notFound();
  deps.realtime?.toCompany(accountId, 'integration', { ...integrationView(row), deleted: true });
  return integrationView(row);
}

/** `POST integrations/sync` and `POST subscriptions/sync`: queues a sync of the company's connections. */
export async function requestSync(
  deps: IntegrationDeps,
  accountId: string,
  which: { type?: string; category?: string; id?: string },
): Promise<Integration[]> {
  const { db } = deps.database;
  const rows = which.id
    ? [await findIntegration(db, accountId, which.id)].filter((row) => row !== null)
    : await listIntegrations(db, accountId, {
        ...(which.type ? { types: [which.type] } : {}),
        ...(which.category ? { category: which.category } : {}),
      });
  if (rows.length === 0) throw notFound('No such integration');
  const expired = rows.find((row) => row.status === 'expired');
  if (expired && rows.length === 1)
    throw new AppError(409, 'INTEGRATION_EXPIRED', 'This connection has expired: reconnect it first.');
  // A bank may be read only a few times a day (the aggregator's limit).
  const now = new Date().toISOString();
  const open = rows.filter((row) => row.category !== 'banking' || bankSyncAllowed(row.bankSyncTimes, now));
  if (open.length === 0) throw new AppError(429, 'TOO_MANY_REQUESTS', TOO_MANY_MESSAGE);
  for (const row of open) if (row.status !== 'expired') await queueSync(deps, row.id);
  return rows.map(integrationView);
}

export async function expiriesOf(deps: IntegrationDeps, accountId: string) {
  const rows = await listExpiries(deps.database.db, accountId, EXPIRY_WARNING_DAYS);
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt?.toISOString() ?? null }));
}
