import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';
import { providerSettingsOf } from './modules/integrations/provider-runtime';

describe('loadEnv', () => {
  it('gives the embedded single-machine defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      AUTH_MODE: 'embedded',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(env.DATA_DIR.endsWith('/data')).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    // Metrics are private by default: no token, no second listener.
    expect(env.METRICS_TOKEN).toBeUndefined();
    expect(env.METRICS_PORT).toBeUndefined();
  });

  it("takes a provider's keys only as a pair, and without them leaves the sandbox in place", () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_SECRET_KEY, STRIPE_CLIENT_ID: set both or neither/,
    );
    expect(() => loadEnv({ SUMUP_CLIENT_SECRET: 'secret' })).toThrow(EnvError);
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'pk_live_1', STRIPE_CLIENT_ID: 'ca_1' })).toThrow(
      /must be a Stripe secret key/,
    );
    const env = loadEnv({ STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_CLIENT_ID: 'ca_1' });
    expect(env.STRIPE_API_BASE).toBe('https://api.stripe.com');
  });

  it('configures the accounting providers from their keys, the sandboxes without them', () => {
    expect(() => loadEnv({ ZOHO_CLIENT_ID: 'zoho-1' })).toThrow(
      /ZOHO_CLIENT_ID, ZOHO_CLIENT_SECRET: set both or neither/,
    );
    expect(() => loadEnv({ APIDECK_APP_ID: 'app-1' })).toThrow(
      /APIDECK_API_KEY, APIDECK_APP_ID: set both or neither/,
    );
    expect(providerSettingsOf(loadEnv({}))).toMatchObject({ codat: null, zoho: null, apideck: null });
    const settings = providerSettingsOf(
      loadEnv({
        CODAT_API_KEY: 'codat-key',
        ZOHO_CLIENT_ID: 'zoho-1',
        ZOHO_CLIENT_SECRET: 'zoho-secret',
        APIDECK_API_KEY: 'sk_apideck',
        APIDECK_APP_ID: 'app-1',
      }),
    );
    expect(settings).toMatchObject({
      codat: { apiKey: 'codat-key', apiBase: 'https://api.codat.io' },
      zoho: { clientId: 'zoho-1', clientSecret: 'zoho-secret' },
      apideck: { apiKey: 'sk_apideck', appId: 'app-1', apiBase: 'https://unify.apideck.com' },
    });
  });

  it('reads the metrics token and the loopback metrics port', () => {
    const env = loadEnv({ METRICS_TOKEN: 'prometheus-scrape-token-1', METRICS_PORT: '9464' });
    expect(env.METRICS_TOKEN).toBe('prometheus-scrape-token-1');
    expect(env.METRICS_PORT).toBe(9464);
  });

  it('sizes the PostgreSQL pool: 10 by default, a whole number from 1 to 1000 when set', () => {
    expect(loadEnv({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadEnv({ DATABASE_POOL_SIZE: '25' }).DATABASE_POOL_SIZE).toBe(25);
    for (const wrong of ['0', '-3', '2.5', 'ten', '1001'])
      expect(() => loadEnv({ DATABASE_POOL_SIZE: wrong }), wrong).toThrow(
        /DATABASE_POOL_SIZE: must be a whole number from 1 to 1000/,
      );
  });

  it('treats empty variables as unset and trims a trailing slash from PUBLIC_URL', () => {
    const env = loadEnv({ DATABASE_URL: '', PUBLIC_URL: 'https://tranche.example.com/' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe('https://tranche.example.com');
  });

  it.each([
    ['PORT', 'abc', 'PORT: must be a port number (1-65535)'],
    ['PORT', '70000', 'PORT: must be a port number (1-65535)'],
    ['AUTH_MODE', 'ldap', 'AUTH_MODE: must be embedded or cognito'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL: must be a PostgreSQL URL (postgres, postgresql)'],
    ['REDIS_URL', 'localhost:6379', 'REDIS_URL: must be a Redis URL (redis, rediss)'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL: must be a SMTP URL (smtp, smtps)'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent'],
    ['PUBLIC_URL', 'tranche.example.com', 'PUBLIC_URL: must be a http(s) URL (http, https)'],
    ['METRICS_TOKEN', 'short', 'METRICS_TOKEN: must be at least 16 characters'],
    ['METRICS_TOKEN', 'a token with spaces in it', 'METRICS_TOKEN: must be printable ASCII without spaces'],
    ['METRICS_PORT', '99999', 'METRICS_PORT: must be a port number (1-65535)'],
  ])('stops on a bad %s naming the variable and what it accepts', (name, value, message) => {
    expect(() => loadEnv({ [name]: value })).toThrow(EnvError);
    expect(() => loadEnv({ [name]: value })).toThrow(message);
  });
});
