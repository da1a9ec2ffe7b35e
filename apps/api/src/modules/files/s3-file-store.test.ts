import { afterAll, beforeAll } from 'vitest';
import type { FileStore } from './file-store';
import { describeFileStoreContract } from './file-store.contract';
import { createS3FileStore } from './s3-file-store';
import { startS3TestServer } from './testing/s3-test-server';

let server: Awaited<ReturnType<typeof startS3TestServer>>;
let store: FileStore;

beforeAll(async () => {
  server = await startS3TestServer('tranche-files');
  store = createS3FileStore({
    bucket: 'tranche-files',
    endpoint: server.endpoint,
    region: 'us-east-1',
    credentials: server.credentials,
  });
});

afterAll(async () => {
  await server?.stop();
});

describeFileStoreContract('S3', () => store);
