import type { VaultSessionConnector } from '../../connection';
import type { ProviderEntry } from '../../provider-entry';
import { apideckUnified } from './apideck-adapter';
import { type ApideckSettings, apideckClient } from './apideck-client';
import { authorisedConnection } from './apideck-transform';

export type { ApideckSettings } from './apideck-client';

/**
 * Apideck, the unified accounting API: the user picks and authorises their accounting tool in
 * Apideck's Vault, opened for the client's consumer id; Tranche then reads the books with its own
 * key through Apideck's Accounting API.
 */
export const apideckProvider: ProviderEntry<'unified', ApideckSettings, VaultSessionConnector> = {
  kind: 'unified',
  connector(settings, fetchImpl) {
    return {
      style: 'vaultSession',
      async createSession(consumerId, redirectUri) {
        const answer = await apideckClient(settings, consumerId, null, fetchImpl).createSession(redirectUri);
        return { sessionUrl: answer.data.session_uri };
      },
      async connection(consumerId) {
        const { data } = await apideckClient(settings, consumerId, null, fetchImpl).connections();
        const connection = authorisedConnection(data);
        if (connection === null) return null;
        return {
          accessToken: connection.service_id,
          refreshToken: null,
          expiresAt: null,
          externalAccountId: consumerId,
          connectionId: connection.id,
        };
      },
    };
  },
  open: (settings, credentials, fetchImpl, onSkip) =>
    apideckUnified(settings, credentials, fetchImpl, onSkip),
};
