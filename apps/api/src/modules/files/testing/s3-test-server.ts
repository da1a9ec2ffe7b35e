import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** An S3-compatible server on a random local port, its objects in a temporary folder. */
export async function startS3TestServer(bucket: string) {
  const directory = await mkdtemp(path.join(tmpdir(), 'tranche-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** s3rver accepts its own fixed key pair. */
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    directory,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
