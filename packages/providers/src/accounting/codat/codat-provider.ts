import type { CompanyLinkConnector } from '../../connection';
import type { ProviderEntry } from '../../provider-entry';
import { ProviderError } from '../../provider-error';
import { type CodatSettings, codatAccounting } from './codat-adapter';
import { codatClient } from './codat-client';
import { linkedAccountingConnection } from './codat-transform';

export type { CodatSettings } from './codat-adapter';

/**
 * A Link page with the redirect's query (Tranche's integration id) added: Codat sends the browser
 * to the redirect address set in its portal (Settings → Auth flow → Link), passing on the query
 * parameters the Link page was opened with.
 */
function withReturnQuery(linkUrl: string, redirectUri: string): string {
  const link = new URL(linkUrl);
  for (const [key, value] of new URL(redirectUri).searchParams) link.searchParams.set(key, value);
  return link.toString();
}

/**
 * Codat, the accounting-data aggregator: Tranche creates a Codat company for the client, the user
 * links their accounting tool on Codat's Link page, and Tranche reads the books with its own key.
 */
export const codatProvider: ProviderEntry<'accounting', CodatSettings, CompanyLinkConnector> = {
  kind: 'accounting',
  connector(settings, fetchImpl) {
    const client = codatClient(settings, fetchImpl);
    return {
      style: 'companyLink',
      async createCompany(name, redirectUri) {
        const company = await client.createCompany(name);
        return { companyId: company.id, linkUrl: withReturnQuery(company.redirect, redirectUri) };
      },
      async completeLink(companyId) {
        const connection = linkedAccountingConnection((await client.connections(companyId)).results ?? []);
        if (connection === null)
          throw new ProviderError('No accounting tool is linked to the Codat company', { status: 400 });
        return {
          accessToken: connection.id,
          refreshToken: null,
          expiresAt: null,
          externalAccountId: companyId,
          connectionId: connection.id,
        };
      },
      async relink(companyId, connectionId, redirectUri) {
        const connection = await client.connection(companyId, connectionId);
        return { linkUrl: withReturnQuery(connection.linkUrl, redirectUri) };
      },
    };
  },
  open: (settings, credentials, fetchImpl, onSkip) =>
    codatAccounting(settings, credentials, fetchImpl, onSkip),
};
