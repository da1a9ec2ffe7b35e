import type { KeyConnector } from '../../connection';
import type { ProviderEntry } from '../../provider-entry';
import { ProviderError } from '../../provider-error';
import { type ChargebeeSettings, chargebeeBilling } from './chargebee-adapter';
import { chargebeeClient } from './chargebee-client';

export type { ChargebeeSettings } from './chargebee-adapter';

/** A Chargebee site's host: `{site}.chargebee.com`, or its test site `{site}-test.chargebee.com`. */
const CHARGEBEE_HOST = /^[a-z0-9][a-z0-9-]*\.chargebee\.com$/;

/**
 * Chargebee, the billing tool with a vanity URL: the user gives their site's host and an API key
 * created there. Only Chargebee's own hosts are accepted, so a key is never sent anywhere else.
 */
export const chargebeeProvider: ProviderEntry<'billing', ChargebeeSettings, KeyConnector> = {
  kind: 'billing',
  connector: (settings, fetchImpl) => ({
    style: 'apiKey',
    async verify(vanityHost, apiKey) {
      if (!CHARGEBEE_HOST.test(vanityHost))
        throw new ProviderError('A Chargebee site has the address your-site.chargebee.com', { status: 400 });
      // One small read proves the key and the host belong together; a wrong key answers 401.
      await chargebeeClient({ vanityHost, apiKey, apiBase: settings.apiBase }, fetchImpl).plans(null);
      return { accessToken: apiKey, refreshToken: null, expiresAt: null, externalAccountId: vanityHost };
    },
  }),
  open: (settings, credentials, fetchImpl, onSkip) =>
    chargebeeBilling(settings, credentials, fetchImpl, onSkip),
};
