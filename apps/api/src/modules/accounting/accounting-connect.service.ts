import type { Integration } from '@tranche/contracts';
import { connectorFor } from '@tranche/providers';
import { notFound } from '../../lib/app-error';
import { findAccount } from '../accounts/accounts.repo';
import { integrationView } from '../integrations/integration-view';
import { type IntegrationRow, listIntegrations } from '../integrations/integrations.repo';
import type { IntegrationDeps } from '../integrations/integrations.service';
import { setExternalAccount } from './accounting.repo';
import {
  atAggregator,
  completeLink,
  connectionOf,
  linkableConnection,
  linkOf,
  sandboxLink,
} from './accounting-link';

const TYPE = 'codat';

/** The aggregator's link page sends the browser back here (`reconnect`: to relink a connection). */
const returnUrl = (deps: IntegrationDeps, id: string, reconnect: boolean) =>
  `${deps.env.PUBLIC_URL}/settings/integrations?${new URLSearchParams({
    accounting: id,
    ...(reconnect ? { reconnect: '1' } : {}),
  })}`;

/** The sandbox's own page stands in for the aggregator's link page; relative, as the app's. */
const sandboxLinkPage = (row: IntegrationRow, reconnect: boolean) =>
  `/integrations/consent?${new URLSearchParams({
    type: TYPE,
    accounting: row.id,
    ...(reconnect ? { reconnect: '1' } : {}),
  })}`;

/** The aggregator's connector; null while its keys are not configured (the sandbox stands in). */
function codatConnector(deps: IntegrationDeps) {
  const connector = connectorFor(TYPE, deps.providers.settings);
  return connector?.style === 'companyLink' ? connector : null;
}

/**
 * `POST integrations {type: codat}`: a pending connection with its company at the aggregator; the
 * answer carries the link page (consentLink) where the user links their accounting tool. Again
 * for a connection whose link was never completed: a new company and page.
 */
export async function connectCodat(deps: IntegrationDeps, accountId: string): Promise<Integration> {
  const row = await linkableConnection(deps, accountId, TYPE, null);
  if (row.status === 'expired' && row.externalAccountId !== null && row.externalConnectionId !== null)
    return reconnectCodat(deps, accountId, {
      companyId: row.externalAccountId,
      companyConnectionId: row.externalConnectionId,
    });
  const connector = codatConnector(deps);
  if (connector === null) {
    const updated = await setExternalAccount(deps.database.db, row.id, `sandbox_company_${row.id}`);
    return { ...integrationView(updated), consentLink: sandboxLinkPage(updated, false) };
  }
  const account = await findAccount(deps.database.db, accountId);
  const company = await atAggregator(() =>
    connector.createCompany(account?.companyName ?? accountId, returnUrl(deps, row.id, false)),
  );
  const updated = await setExternalAccount(deps.database.db, row.id, company.companyId);
  return { ...integrationView(updated), consentLink: company.linkUrl };
}

/**
 * `PATCH codat/connectCompanyPassed/{id}` and `reconnectCompanyPassed/{id}`: back from the link
 * page; the aggregator names the linked accounting connection, which becomes active and syncs.
 * Nothing linked, or the page's `error`: 'Failed to connect accounting manager!'.
 */
export async function codatLinkPassed(
  deps: IntegrationDeps,
  accountId: string,
  id: string,
  error: string | undefined,
): Promise<Integration> {
  const row = await connectionOf(deps, accountId, TYPE, id);
  const connector = codatConnector(deps);
  return completeLink(deps, row, {
    error: row.externalAccountId === null ? 'no company' : error,
    found: async () =>
      connector === null ? sandboxLink(row) : linkOf(await connector.completeLink(row.externalAccountId!)),
  });
}

/**
 * `POST integrations/codat/reconnect {companyConnectionId, companyId}`: a new link page for a
 * connection of the company's (an expired or revoked one); back through reconnectCompanyPassed.
 */
export async function reconnectCodat(
  deps: IntegrationDeps,
  accountId: string,
  body: { companyConnectionId: string; companyId: string },
): Promise<Integration> {
  const row = (await listIntegrations(deps.database.db, accountId, { types: [TYPE] })).find(
    (candidate) =>
      candidate.externalAccountId === body.companyId &&
      candidate.externalConnectionId === body.companyConnectionId,
  );
  if (!row) throw notFound();
  const connector = codatConnector(deps);
  if (connector === null) return { ...integrationView(row), consentLink: sandboxLinkPage(row, true) };
  const { linkUrl } = await atAggregator(() =>
    connector.relink(body.companyId, body.companyConnectionId, returnUrl(deps, row.id, true)),
  );
  return { ...integrationView(row), consentLink: linkUrl };
}
