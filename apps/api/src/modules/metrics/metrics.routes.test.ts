import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { METRICS_TOKEN_MESSAGE } from './metrics.routes';

const TOKEN = 'metrics-token-for-the-tests-0123';

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, runWorkers: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers Prometheus text to the bearer of the token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('tranche_http_request_duration_seconds');
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', 'Bearer metrics-token-for-the-tests-0124'],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, -1)}`],
    ['the token without the Bearer scheme', TOKEN],
    ['a user id token shape', 'Bearer aaa.bbb.ccc'],
  ])('refuses %s with a 401 and no metrics', async (_what, authorization) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      errors: [{ code: 'UNAUTHENTICATED', message: METRICS_TOKEN_MESSAGE }],
    });
    expect(response.body).not.toContain('tranche_');
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ runWorkers: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('tranche_');
  });
});
