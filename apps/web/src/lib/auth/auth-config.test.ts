import { describe, expect, it, vi } from 'vitest';
import { fetchAuthConfig, resolveEndpoint } from './auth-config';

function answer(body: unknown) {
  const fetchMock = vi.fn(async () => Response.json(body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('fetchAuthConfig', () => {
  it('resolves the embedded endpoint against the origin the browser is on', async () => {
    const fetchMock = answer({
      data: {
        auth: { userPoolId: 'local_Tranche01', userPoolClientId: 'client1', userPoolEndpoint: '/identity/' },
      },
    });
    await expect(fetchAuthConfig('http://127.0.0.1:3100')).resolves.toEqual({
      userPoolId: 'local_Tranche01',
      userPoolClientId: 'client1',
      userPoolEndpoint: 'http://127.0.0.1:3100/identity/',
    });
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toBe('/api/config');
  });

  it('leaves the endpoint out for a real Cognito pool', async () => {
    answer({ data: { auth: { userPoolId: 'eu-central-1_AbC123', userPoolClientId: 'abc' } } });
    await expect(fetchAuthConfig('https://app.example.com')).resolves.toEqual({
      userPoolId: 'eu-central-1_AbC123',
      userPoolClientId: 'abc',
    });
  });

  it('tells a passing failure from a configuration without pool ids', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({}, { status: 503 })),
    );
    await expect(fetchAuthConfig('http://localhost')).rejects.not.toMatchObject({ name: 'AuthConfigError' });
  });

  it('refuses a configuration without pool ids', async () => {
    answer({ data: { auth: { userPoolId: '' } } });
    await expect(fetchAuthConfig('http://localhost')).rejects.toMatchObject({ name: 'AuthConfigError' });
  });
});

describe('resolveEndpoint', () => {
  it('keeps an absolute endpoint as it is', () => {
    expect(resolveEndpoint('https://pool.example.com/identity/', 'http://localhost:3000')).toBe(
      'https://pool.example.com/identity/',
    );
    expect(resolveEndpoint(undefined, 'http://localhost:3000')).toBeUndefined();
  });
});
