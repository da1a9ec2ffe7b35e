import type { APIRequestContext } from '@playwright/test';

/** The scrape token the browser-test server is started with (playwright.config.ts). */
export const E2E_METRICS_TOKEN = 'e2e-metrics-scrape-token-0001';

/** GET /api/metrics as Prometheus would, with the bearer token. */
export async function scrapeMetrics(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/metrics', {
    headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` },
  });
  if (!response.ok()) throw new Error(`GET /api/metrics answered ${response.status()}`);
  return response.text();
}
