import { describe, expect, it } from 'vitest';
import type { ProviderCredentials } from './connection';
import type { FetchLike } from './provider-http';
import { MIN_REQUEST_INTERVAL_MS, SANDBOX_REQUEST_INTERVAL_MS } from './rate-limits';
import { type ProviderSettings, RENEW_MARGIN_MS, renewedCredentials, requestIntervalMs } from './registry';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const settings: ProviderSettings = {
  stripe: null,
  chargebee: null,
  nordigen: null,
  sumup: { clientId: 'cid', clientSecret: 'secret', apiBase: 'https://sumup.invalid' },
  codat: null,
  zoho: null,
  xero: null,
  apideck: null,
};
const credentials = (
  expiresInMs: number | null,
  refreshToken: string | null = 'refresh-1',
): ProviderCredentials => ({
  accessToken: 'old-token',
  refreshToken,
  expiresAt: expiresInMs === null ? null : new Date(NOW.getTime() + expiresInMs).toISOString(),
  externalAccountId: 'M2DDT39A',
});

/** SumUp's token endpoint (named only as the OAuth scheme's tokenUrl, so Prism cannot serve it). */
function tokenEndpoint(forms: URLSearchParams[], answer: Record<string, unknown>): FetchLike {
  return async (input, init) => {
    expect(new URL(input).pathname).toBe('/token');
    forms.push(new URLSearchParams(String(init?.body)));
    return Response.json({ access_token: 'new-token', token_type: 'Bearer', expires_in: 3600, ...answer });
  };
}

describe('renewedCredentials', () => {
  it('leaves credentials alone that last beyond the margin, never lapse, or belong to a sandbox', async () => {
    const untouched: FetchLike = async () => {
      throw new Error('no request expected');
    };
    const options = { now: NOW, fetchImpl: untouched };
    expect(
      await renewedCredentials('sumup', settings, credentials(RENEW_MARGIN_MS + 1_000), options),
    ).toBeNull();
    expect(await renewedCredentials('sumup', settings, credentials(null), options)).toBeNull();
    expect(
      await renewedCredentials('sumup', { ...settings, sumup: null }, credentials(0), options),
    ).toBeNull();
    expect(await renewedCredentials('stripe', settings, credentials(0), options)).toBeNull();
  });

  it('renews a SumUp token that lapses within the margin with its refresh token', async () => {
    const forms: URLSearchParams[] = [];
    const renewed = await renewedCredentials('sumup', settings, credentials(60_000), {
      now: NOW,
      fetchImpl: tokenEndpoint(forms, { refresh_token: 'refresh-2' }),
    });
    expect(Object.fromEntries(forms[0]!)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
      client_id: 'cid',
      client_secret: 'secret',
    });
    expect(renewed).toMatchObject({
      accessToken: 'new-token',
      refreshToken: 'refresh-2',
      externalAccountId: 'M2DDT39A',
    });
    // Lapsed already: renewed all the same; a refresh token SumUp did not replace is kept.
    const kept = await renewedCredentials('sumup', settings, credentials(-60_000), {
      now: NOW,
      fetchImpl: tokenEndpoint([], {}),
    });
    expect(kept?.refreshToken).toBe('refresh-1');
  });

  it('asks the user to connect again when there is no refresh token', async () => {
    const refused = await renewedCredentials('sumup', settings, credentials(0, null), { now: NOW }).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ expired: true });
  });
});

describe('requestIntervalMs', () => {
  it("paces a configured provider by its published limit and the offline sandbox by a round trip's time", () => {
    expect(requestIntervalMs('sumup', settings)).toBe(MIN_REQUEST_INTERVAL_MS.sumup);
    expect(requestIntervalMs('codat', settings)).toBe(SANDBOX_REQUEST_INTERVAL_MS);
    expect(requestIntervalMs('stripe', settings)).toBe(MIN_REQUEST_INTERVAL_MS.stripe);
  });
});
