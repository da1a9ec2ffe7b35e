import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

/** HSTS pins a host to https in the browser: right for an https install, harmful on plain http. */
describe('Strict-Transport-Security', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is sent when PUBLIC_URL is https', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://tranche.example.com' }, runWorkers: false });
    for (const url of ['/api/health', '/api/nothing-here']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('is not sent when PUBLIC_URL is plain http', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://192.168.1.20:3000' }, runWorkers: false });
    for (const url of ['/api/health', '/api/nothing-here']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});
