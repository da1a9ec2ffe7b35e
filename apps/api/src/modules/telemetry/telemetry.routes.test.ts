import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eventCounts } from './telemetry.service';

describe('POST /api/events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ runWorkers: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores page views and named events so the operator can count them', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: {
        events: [
          { name: 'PAGE_VIEW', path: '/subscriptions/all' },
          { name: 'PAGE_VIEW', path: '/' },
          { name: 'ORDER_ADD', properties: { currency: 'EUR', amount: 100 } },
        ],
      },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { accepted: 3 } });
    const counts = await eventCounts(t.container, new Date(Date.now() - 60_000));
    expect(counts).toEqual([
      { name: 'ORDER_ADD', count: 1 },
      { name: 'PAGE_VIEW', count: 2 },
    ]);
    const metrics = await t.container.metrics.registry.metrics();
    expect(metrics).toContain('tranche_app_events_total{name="PAGE_VIEW"} 2');
  });

  it.each([
    ['an unknown event name', { events: [{ name: 'DROP TABLE' }] }, 'body.events.0.name'],
    ['no events', { events: [] }, 'body.events'],
    ['too many events', { events: Array.from({ length: 51 }, () => ({ name: 'PAGE_VIEW' })) }, 'body.events'],
    ['an over-long path', { events: [{ name: 'PAGE_VIEW', path: 'x'.repeat(3000) }] }, 'body.events.0.path'],
    [
      'a nested property',
      { events: [{ name: 'PAGE_VIEW', properties: { a: { b: 1 } } }] },
      'body.events.0.properties.a',
    ],
  ])('refuses %s with a 400 naming the field', async (_what, payload, field) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/events', payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors[0].code).toBe('VALIDATION');
    expect(body.errors[0].message.startsWith(`${field}:`)).toBe(true);
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'application/json' },
      payload: '{"events": [',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('FST_ERR_CTP_INVALID_JSON_BODY');
  });
});
