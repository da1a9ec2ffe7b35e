import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app';

describe('graceful shutdown', () => {
  it('finishes a request in flight before the server closes, then refuses new ones', async () => {
    const t = await createTestApp({
      listen: true,
      runWorkers: false,
      extend: (app) => {
        app.get('/api/test-slow', async () => {
          await new Promise((resolve) => setTimeout(resolve, 400));
          return { data: 'done' };
        });
      },
    });
    const inFlight = fetch(`${t.url}/api/test-slow`).then(async (response) => ({
      status: response.status,
      body: await response.json(),
    }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = t.close();
    expect(await inFlight).toEqual({ status: 200, body: { data: 'done' } });
    await closing;
    await expect(fetch(`${t.url}/api/health`)).rejects.toThrow();
  });
});
