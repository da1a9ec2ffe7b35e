import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStore } from './file-store';
import { checkKey, measuring } from './store-bytes';

export interface S3FileStoreOptions {
  bucket: string;
  /** An S3-compatible server; addressed path-style, as such servers expect. */
  endpoint?: string | undefined;
  region: string;
  /** Only for tests against a local server; otherwise the SDK's default chain supplies them. */
  credentials?: S3ClientConfig['credentials'];
}

/** Parts of 8 MiB, two in flight: an upload holds at most ~16 MiB in memory, whatever its size. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

function notFound(key: string): Error {
  return Object.assign(new Error(`No stored file under ${key}`), { code: 'ENOENT' });
}

/**
 * The file store in an S3 bucket. Uploads stream as multipart (S3 shows an object only once it is
 * complete, so a reader never sees half a file); size and sha256 are measured on the way through.
 */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;
  return {
    async put(key, source) {
      const Key = checkKey(key);
      const measure = measuring();
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: measure.transform },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      const uploaded = upload.done();
      const piped = pipeline(source, measure.transform);
      try {
        await Promise.all([piped, uploaded]);
      } catch (error) {
        // A failed source must not leave a finished object behind; whichever side failed first wins.
        uploaded.catch(() => undefined);
        piped.catch(() => undefined);
        await upload.abort().catch(() => undefined);
        await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => undefined);
        throw error;
      }
      return measure.result();
    },
    async open(key, range) {
      const Key = checkKey(key);
      const wanted =
        range && (range.start !== undefined || range.end !== undefined)
          ? `bytes=${range.start ?? 0}-${range.end ?? ''}`
          : undefined;
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key, ...(wanted ? { Range: wanted } : {}) }),
        );
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return object.Body;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
          throw notFound(key);
        }
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
  };
}
