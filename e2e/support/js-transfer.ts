import { get } from 'node:http';
import type { Page } from '@playwright/test';

/** A first visit on a slow connection stays quick: the sign-in page loads at most 150 KB of JavaScript, gzip. */
export const SIGN_IN_JS_BUDGET_BYTES = 150 * 1024;

export interface ScriptTransfer {
  url: string;
  /** Body bytes as they came over the wire (the encoding the browser negotiated). */
  transferred: number;
  encoding: string;
}

/**
 * Every script the page downloads while `visit` runs and until the network is idle, measured from
 * Chromium's own network events (CDP), with the HTTP cache off so each visit counts in full.
 */
export async function scriptsLoadedBy(page: Page, visit: () => Promise<void>): Promise<ScriptTransfer[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, ScriptTransfer>();
  const received = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    const isScript = event.type === 'Script' || /javascript/.test(event.response.mimeType);
    if (!isScript) return;
    const encoding = event.response.headers['content-encoding'] ?? event.response.headers['Content-Encoding'];
    scripts.set(event.requestId, {
      url: event.response.url,
      transferred: 0,
      encoding: encoding ?? 'identity',
    });
  });
  cdp.on('Network.dataReceived', (event) => {
    received.set(event.requestId, (received.get(event.requestId) ?? 0) + event.encodedDataLength);
  });
  await visit();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return [...scripts].map(([id, script]) => ({ ...script, transferred: received.get(id) ?? 0 }));
}

/** The body of `url` exactly as sent to a browser that accepts gzip only (not decompressed). */
function gzipBody(url: string): Promise<{ encoding: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`GET ${url} answered ${response.statusCode}`));
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** What the scripts weigh gzip-compressed, as the server sends them to a browser that accepts gzip only. */
export async function gzipBytesOf(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const { encoding, bytes } = await gzipBody(url);
    if (encoding !== 'gzip') throw new Error(`${url} was not sent gzip-compressed`);
    total += bytes;
  }
  return total;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
