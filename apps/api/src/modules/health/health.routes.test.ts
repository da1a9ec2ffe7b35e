import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports ok with the database it checked', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { status: 'ok', database: 'ok', databaseKind: t.database.kind },
    });
    expect(response.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it('answers 503 when the database is gone', async () => {
    const original = t.container.database.ping;
    t.container.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json().data).toMatchObject({ status: 'degraded', database: 'down' });
    } finally {
      t.container.database.ping = original;
    }
  });
});
