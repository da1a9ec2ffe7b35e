import { hkdfSync } from 'node:crypto';
import type { ProviderCredentials, ProviderSettings } from '@tranche/providers';
import type { Env } from '../../env';
import { createSecretBox, type SecretBox } from '../../identity/crypto/secret-box';

/** What the integrations need of the providers: their keys, and a sealed box for their tokens. */
export interface ProviderRuntime {
  settings: ProviderSettings;
  seal(credentials: ProviderCredentials): string;
  unseal(sealed: string): ProviderCredentials;
}

/** Each provider's keys from the environment; a provider without keys is served by its sandbox. */
export function providerSettingsOf(env: Env): ProviderSettings {
  return {
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_CLIENT_ID
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            clientId: env.STRIPE_CLIENT_ID,
            apiBase: env.STRIPE_API_BASE,
            connectBase: env.STRIPE_CONNECT_BASE,
          }
        : null,
    nordigen:
      env.NORDIGEN_SECRET_ID && env.NORDIGEN_SECRET_KEY
        ? {
            secretId: env.NORDIGEN_SECRET_ID,
            secretKey: env.NORDIGEN_SECRET_KEY,
            apiBase: env.NORDIGEN_API_BASE,
          }
        : null,
    chargebee: env.CHARGEBEE_MODE === 'live' ? { apiBase: env.CHARGEBEE_API_BASE ?? null } : null,
    sumup:
      env.SUMUP_CLIENT_ID && env.SUMUP_CLIENT_SECRET
        ? {
            clientId: env.SUMUP_CLIENT_ID,
            clientSecret: env.SUMUP_CLIENT_SECRET,
            apiBase: env.SUMUP_API_BASE,
          }
        : null,
    codat: env.CODAT_API_KEY ? { apiKey: env.CODAT_API_KEY, apiBase: env.CODAT_API_BASE } : null,
    zoho:
      env.ZOHO_CLIENT_ID && env.ZOHO_CLIENT_SECRET
        ? { clientId: env.ZOHO_CLIENT_ID, clientSecret: env.ZOHO_CLIENT_SECRET }
        : null,
    xero:
      env.XERO_CLIENT_ID && env.XERO_CLIENT_SECRET
        ? { clientId: env.XERO_CLIENT_ID, clientSecret: env.XERO_CLIENT_SECRET }
        : null,
    apideck:
      env.APIDECK_API_KEY && env.APIDECK_APP_ID
        ? { apiKey: env.APIDECK_API_KEY, appId: env.APIDECK_APP_ID, apiBase: env.APIDECK_API_BASE }
        : null,
  };
}

/**
 * Provider tokens are sealed with a key derived from the server's encryption key for this use
 * alone, so a token never sits in the database readable.
 */
export function createProviderRuntime(env: Env, encryptionKey: Buffer): ProviderRuntime {
  const box: SecretBox = createSecretBox(
    Buffer.from(hkdfSync('sha256', encryptionKey, Buffer.alloc(0), 'tranche provider credentials', 32)),
  );
  return {
    settings: providerSettingsOf(env),
    seal: (credentials) => box.seal(JSON.stringify(credentials)),
    unseal: (sealed) => JSON.parse(box.open(sealed)) as ProviderCredentials,
  };
}
