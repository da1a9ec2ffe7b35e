import type { OAuthConnector } from '../../connection';
import type { ProviderEntry } from '../../provider-entry';
import { ProviderError } from '../../provider-error';
import {
  hostsFor,
  parseZohoAccountId,
  type ZohoSettings,
  zohoAccountId,
  zohoAccounting,
} from './zoho-adapter';
import { requestZohoToken, zohoAuthorizationUrl, zohoBooksClient } from './zoho-client';
import { isZohoLocation, type ZohoLocation } from './zoho-locations';

export type { ZohoSettings } from './zoho-adapter';

function locationOf(location: string | undefined): ZohoLocation {
  if (!isZohoLocation(location))
    throw new ProviderError(`Zoho has no data centre "${location ?? ''}"`, { status: 400 });
  return location;
}

/**
 * Zoho Books, the accounting tool: the user authorises Tranche with OAuth 2.0 at Zoho's server in
 * their data centre (`location`); Tranche keeps the data centre and the user's Books organisation
 * (the default one) with the tokens, and renews the hour-long access token with the refresh token.
 */
export const zohoProvider: ProviderEntry<'accounting', ZohoSettings, OAuthConnector> = {
  kind: 'accounting',
  connector(settings, fetchImpl) {
    return {
      style: 'oauth',
      authorizationUrl: (state, redirectUri, location) =>
        zohoAuthorizationUrl(hostsFor(settings, locationOf(location)), settings.clientId, state, redirectUri),
      async exchangeCode(code, redirectUri, location) {
        const dc = locationOf(location);
        const hosts = hostsFor(settings, dc);
        const token = await requestZohoToken(fetchImpl, hosts, {
          grant_type: 'authorization_code',
          code,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          redirect_uri: redirectUri,
        });
        const { organizations } = await zohoBooksClient(hosts, token.accessToken, fetchImpl).organizations();
        const organization = organizations.find((candidate) => candidate.is_default_org) ?? organizations[0];
        if (organization === undefined)
          throw new ProviderError('The Zoho account has no Books organisation', { status: 400 });
        return { ...token, externalAccountId: zohoAccountId(dc, organization.organization_id) };
      },
    };
  },
  open: (settings, credentials, fetchImpl, onSkip) =>
    zohoAccounting(settings, credentials, fetchImpl, onSkip),
  // Zoho's access tokens last an hour; the refresh token (kept until revoked) gets a new one.
  async renew(settings, credentials, fetchImpl) {
    if (credentials.refreshToken === null)
      throw new ProviderError('Zoho gave no refresh token: connect again', { expired: true });
    const { location } = parseZohoAccountId(credentials.externalAccountId);
    const token = await requestZohoToken(fetchImpl, hostsFor(settings, location), {
      grant_type: 'refresh_token',
      refresh_token: credentials.refreshToken,
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
    });
    return {
      ...token,
      refreshToken: token.refreshToken ?? credentials.refreshToken,
      externalAccountId: credentials.externalAccountId,
    };
  },
};
