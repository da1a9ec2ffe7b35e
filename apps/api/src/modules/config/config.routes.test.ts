import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/config', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('points Amplify at the embedded pool by path, whatever PUBLIC_URL says', async () => {
    t = await createTestApp({
      env: {
        PUBLIC_URL: 'https://tranche.example.com',
        IDENTITY_POOL_ID: 'local_Config01',
        IDENTITY_CLIENT_ID: 'configtestclient01',
      },
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        auth: {
          userPoolId: 'local_Config01',
          userPoolClientId: 'configtestclient01',
          userPoolEndpoint: '/identity/',
        },
      },
    });
  });

  it('gives a real Cognito pool its ids and no endpoint', async () => {
    t = await createTestApp({
      env: {
        AUTH_MODE: 'cognito',
        COGNITO_USER_POOL_ID: 'eu-central-1_AbC123xyz',
        COGNITO_CLIENT_ID: '1example23456789abcdefghij',
      },
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        auth: { userPoolId: 'eu-central-1_AbC123xyz', userPoolClientId: '1example23456789abcdefghij' },
      },
    });
  });

  it('is public and rate-limited like the rest of /api', async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/config' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
