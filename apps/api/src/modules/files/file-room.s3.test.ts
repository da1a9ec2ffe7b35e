import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type Actor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PDF, uploadToRoom } from './testing/file-room-fixtures';
import { startS3TestServer } from './testing/s3-test-server';

/** The whole upload → preview → range path with S3_BUCKET set, credentials from the SDK's chain (env). */
let server: Awaited<ReturnType<typeof startS3TestServer>>;
let t: TestApp;
let client: Actor;

beforeAll(async () => {
  server = await startS3TestServer('tranche-room');
  vi.stubEnv('AWS_ACCESS_KEY_ID', server.credentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', server.credentials.secretAccessKey);
  t = await createTestApp({
    listen: true,
    env: {
      S3_BUCKET: 'tranche-room',
      S3_ENDPOINT: server.endpoint,
      IDENTITY_RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  client = await createCompanyActor(t, 'client');
}, 120_000);

afterAll(async () => {
  await t?.close();
  await server?.stop();
  vi.unstubAllEnvs();
});

it('keeps file-room files in the bucket and serves previews and ranges from it', async () => {
  const uploaded = await uploadToRoom(t, client, { name: 'deck.pdf', content: PDF });
  expect(uploaded.statusCode).toBe(201);
  const id = uploaded.json().data.id;
  expect(existsSync(path.join(t.dataDir, 'files'))).toBe(false);
  expect(existsSync(path.join(server.directory, 'tranche-room'))).toBe(true);
  const preview = await client.call('GET', `/api/file/${id}?download=false`);
  expect(preview.headers['content-type']).toBe('application/pdf');
  expect(preview.rawPayload.equals(PDF)).toBe(true);
  const range = await t.app.inject({
    method: 'GET',
    url: `/api/file/${id}`,
    headers: { authorization: `Bearer ${client.idToken}`, range: 'bytes=1-3' },
  });
  expect(range.statusCode).toBe(206);
  expect(range.body).toBe('PDF');

  const mismatch = await uploadToRoom(t, client, { name: 'fake.png', content: 'not an image at all' });
  expect(mismatch.json().errors[0].code).toBe('FILE_CONTENT_MISMATCH');
});
