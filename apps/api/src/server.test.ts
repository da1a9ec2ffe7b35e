import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

describe('the HTTP server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5' }, runWorkers: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('keeps a caller-supplied request id and makes one otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI document and its UI', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths['/api/events']).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('answers unknown API paths with a 404 errors body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errors: [{ code: 'NOT_FOUND', message: 'No route for GET /api/nothing-here' }],
    });
  });

  it('rate-limits with a 429 carrying the text the web shows', async () => {
    const statuses: number[] = [];
    let last: { errors: { code: string; message: string }[] } | undefined;
    for (let i = 0; i < 8; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        remoteAddress: '10.9.9.9',
        payload: { events: [{ name: 'PAGE_VIEW' }] },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) last = response.json();
    }
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    expect(last?.errors).toEqual([
      { code: 'TOO_MANY_REQUESTS', message: 'Too many requests, please wait for a moment!' },
    ]);
  });
});

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const web = path.join(process.env.TMPDIR ?? '/tmp', `tranche-web-${process.pid}`);
    await mkdir(path.join(web, 'assets'), { recursive: true });
    await writeFile(
      path.join(web, 'index.html'),
      '<!doctype html><title>Tranche</title><div id="root"></div>',
    );
    await writeFile(path.join(web, 'assets/app.js'), 'console.log(1)');
    t = await createTestApp({ env: { WEB_DIST: web }, runWorkers: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves index.html for client routes so deep links load', async () => {
    for (const url of ['/', '/settings/profile', '/orders/active?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Tranche</title>');
    }
  });

  it('serves assets, and 404s missing files and API paths instead of the page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/missing' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/settings' })).statusCode).toBe(404);
  });
});
