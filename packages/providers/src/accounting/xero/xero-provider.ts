import type { OAuthConnector } from '../../connection';
import type { ProviderEntry } from '../../provider-entry';
import { ProviderError } from '../../provider-error';
import { apiBaseOf, type XeroSettings, xeroAccounting } from './xero-adapter';
import {
  requestXeroToken,
  XERO_IDENTITY_BASE,
  type XeroConnection,
  xeroAuthorizationUrl,
  xeroConnections,
} from './xero-client';

export type { XeroSettings } from './xero-adapter';

const identityBaseOf = (settings: XeroSettings) => settings.identityBase ?? XERO_IDENTITY_BASE;

/** The organisation Tranche reads: the first tenant that is an organisation (not a practice). */
export const organisationTenant = (connections: readonly XeroConnection[]) =>
  connections.find((connection) => connection.tenantType === 'ORGANISATION' && connection.tenantId) ?? null;

/**
 * Xero, the accounting tool: the user authorises Tranche with OAuth 2.0 at Xero's login and picks
 * an organisation there; Tranche keeps that organisation's tenant id with the tokens (every call
 * names it) and renews the half-hour access token with the refresh token, which Xero replaces on
 * each renewal.
 */
export const xeroProvider: ProviderEntry<'accounting', XeroSettings, OAuthConnector> = {
  kind: 'accounting',
  connector(settings, fetchImpl) {
    return {
      style: 'oauth',
      authorizationUrl: (state, redirectUri) => xeroAuthorizationUrl(settings.clientId, state, redirectUri),
      async exchangeCode(code, redirectUri) {
        const token = await requestXeroToken(fetchImpl, identityBaseOf(settings), settings, {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
        });
        const tenant = organisationTenant(
          await xeroConnections(fetchImpl, apiBaseOf(settings), token.accessToken),
        );
        if (tenant === null)
          throw new ProviderError('The Xero authorisation reaches no organisation', { status: 400 });
        return { ...token, externalAccountId: tenant.tenantId! };
      },
    };
  },
  open: (settings, credentials, fetchImpl, onSkip) =>
    xeroAccounting(settings, credentials, fetchImpl, onSkip),
  // Xero's access tokens last 30 minutes; each renewal gives a new refresh token, which replaces
  // the old one (kept only if Xero gave none).
  async renew(settings, credentials, fetchImpl) {
    if (credentials.refreshToken === null)
      throw new ProviderError('Xero gave no refresh token: connect again', { expired: true });
    const token = await requestXeroToken(fetchImpl, identityBaseOf(settings), settings, {
      grant_type: 'refresh_token',
      refresh_token: credentials.refreshToken,
    });
    return {
      ...token,
      refreshToken: token.refreshToken ?? credentials.refreshToken,
      externalAccountId: credentials.externalAccountId,
    };
  },
};
