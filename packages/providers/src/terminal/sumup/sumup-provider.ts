import type { OAuthConnector } from '../../connection';
import type { ProviderEntry } from '../../provider-entry';
import { ProviderError } from '../../provider-error';
import { type SumupSettings, sumupTerminal } from './sumup-adapter';
import { requestSumupToken, SumupClient, sumupAuthorizationUrl } from './sumup-client';

export type { SumupSettings } from './sumup-adapter';

/**
 * SumUp, the payment-terminal provider: a merchant authorises Tranche with OAuth 2.0's
 * authorization-code flow (the URLs of the `oauth2` scheme in SumUp's OpenAPI document), and
 * Tranche reads the merchant's card sales as cash in.
 */
export const sumupProvider: ProviderEntry<'terminal', SumupSettings, OAuthConnector> = {
  kind: 'terminal',
  connector(settings, fetchImpl) {
    return {
      style: 'oauth',
      authorizationUrl: (state, redirectUri) =>
        sumupAuthorizationUrl(settings.apiBase, settings.clientId, state, redirectUri),
      async exchangeCode(code, redirectUri) {
        const token = await requestSumupToken(fetchImpl, {
          apiBase: settings.apiBase,
          clientId: settings.clientId,
          clientSecret: settings.clientSecret,
          grant: { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
        });
        // The merchant code is stored with the connection: every later read needs it, and the
        // user sees which SumUp account is connected.
        const merchantCode = await new SumupClient(
          settings.apiBase,
          token.accessToken,
          fetchImpl,
        ).merchantCode();
        return { ...token, externalAccountId: merchantCode };
      },
    };
  },
  open: (settings, credentials, fetchImpl) => sumupTerminal(settings, credentials, fetchImpl),
  // SumUp's access tokens last an hour; the refresh token gets a new pair.
  async renew(settings, credentials, fetchImpl) {
    if (credentials.refreshToken === null)
      throw new ProviderError('SumUp gave no refresh token: connect again', { expired: true });
    const token = await requestSumupToken(fetchImpl, {
      apiBase: settings.apiBase,
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      grant: { grant_type: 'refresh_token', refresh_token: credentials.refreshToken },
    });
    // SumUp may keep the refresh token: the old one stays valid then.
    return {
      ...token,
      refreshToken: token.refreshToken ?? credentials.refreshToken,
      externalAccountId: credentials.externalAccountId,
    };
  },
};
