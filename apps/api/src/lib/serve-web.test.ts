import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { HASHED_ASSET_CACHE, REVALIDATE_CACHE } from './serve-web';

// A tiny built app as `vite build` leaves it: each file with its .br and .gz beside it.
const SCRIPT = `export const screens = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `screen-${i}`))};\n`;
const PAGE = `<!doctype html><title>Tranche</title><div id="root"></div>${'<!-- padding -->'.repeat(80)}`;
// Marked so a test can tell which copy was sent: the precompressed one, or something made on the fly.
const BROTLI_SCRIPT = brotliCompressSync(`${SCRIPT}// br\n`);
const GZIP_SCRIPT = gzipSync(`${SCRIPT}// gz\n`);

async function writeWithCompressed(
  file: string,
  text: string,
  br = brotliCompressSync(text),
  gz = gzipSync(text),
) {
  await writeFile(file, text);
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gz);
}

describe('serving the built web app', () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = await mkdtemp(path.join(tmpdir(), 'tranche-web-'));
    await mkdir(path.join(web, 'assets'), { recursive: true });
    await writeWithCompressed(path.join(web, 'index.html'), PAGE);
    await writeWithCompressed(path.join(web, 'assets/start-Ab12Cd34.js'), SCRIPT, BROTLI_SCRIPT, GZIP_SCRIPT);
    await writeFile(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({
      env: { WEB_DIST: web },
      runWorkers: false,
      extend: (app) => {
        // A download as the file room sends it: a binary stream of unknown length.
        app.get('/api/test-download', (_request, reply) =>
          reply
            .header('content-type', 'application/octet-stream')
            .send(Readable.from([Buffer.alloc(64 * 1024, 7)])),
        );
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(web, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli file the build wrote, once compressed, cached for a year', async () => {
    const response = await get('/assets/start-Ab12Cd34.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload.equals(BROTLI_SCRIPT)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${SCRIPT}// br\n`);
  });

  it('sends the gzip file to a browser without brotli, and the plain file to one without either', async () => {
    const gzip = await get('/assets/start-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(GZIP_SCRIPT)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(`${SCRIPT}// gz\n`);
    expect(gzip.headers['cache-control']).toBe(HASHED_ASSET_CACHE);

    const plain = await get('/assets/start-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
  });

  it('makes the browser revalidate index.html on every path that shows the app', async () => {
    for (const url of ['/', '/index.html', '/settings/profile', '/orders/active?tab=1']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(REVALIDATE_CACHE);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(PAGE);
    }
  });

  it('does not cache files outside assets/ for a year', async () => {
    const response = await get('/favicon.svg', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it('compresses JSON over 1 KB and leaves small JSON as it is', async () => {
    const large = await get('/api/docs/json', 'gzip, br');
    expect(large.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(large.rawPayload).toString());
    expect(document.paths['/api/events']).toBeDefined();
    expect(large.rawPayload.length).toBeLessThan(JSON.stringify(document).length);

    const gzipOnly = await get('/api/docs/json', 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');

    const small = await get('/api/health', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data.status).toBe('ok');
  });

  it('streams binary downloads untouched', async () => {
    const response = await get('/api/test-download', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBe(64 * 1024);
  });
});
