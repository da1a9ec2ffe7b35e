import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Container } from '../../container';
import { createS3FileStore } from './s3-file-store';
import { checkKey, measuring } from './store-bytes';

/**
 * Where uploaded bytes live: a folder under DATA_DIR by default, an S3-compatible bucket when
 * S3_BUCKET is set (architecture: files). Keys are ours (`<account id>/<uuid>`), never a name a client sent.
 */
export interface FileStore {
  /** Streams `source` into `key`; the object appears only once complete. Returns size and sha256 (hex). */
  put(key: string, source: Readable): Promise<{ size: number; sha256: string }>;
  /** The bytes of `key`, optionally a byte range (inclusive `end`, like fs streams); a missing key rejects with code ENOENT. */
  open(key: string, range?: { start?: number; end?: number }): Promise<Readable>;
  remove(key: string): Promise<void>;
}

export function createLocalFileStore(root: string): FileStore {
  const fullPath = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    async put(key, source) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed: a reader never sees half a file.
      const partial = `${target}.${randomUUID()}.partial`;
      const measure = measuring();
      const sink = createWriteStream(partial, { flags: 'wx' });
      try {
        await pipeline(source, measure.transform, sink);
        await rename(partial, target);
      } catch (error) {
        // A source that fails at once can fail before the file is even open; the stream still
        // opens (and so creates) it before closing, so the removal waits for that.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        await rm(partial, { force: true });
        throw error;
      }
      return measure.result();
    },
    async open(key, range) {
      const file = fullPath(key);
      await stat(file);
      return createReadStream(file, range);
    },
    async remove(key) {
      await rm(fullPath(key), { force: true });
    },
  };
}

const stores = new WeakMap<Pick<Container, 'env'>, FileStore>();

/** The container's file store: the S3 bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function fileStoreOf(container: Pick<Container, 'env'>): FileStore {
  let store = stores.get(container);
  if (!store) {
    const { S3_BUCKET, S3_ENDPOINT, S3_REGION, DATA_DIR } = container.env;
    store = S3_BUCKET
      ? createS3FileStore({ bucket: S3_BUCKET, endpoint: S3_ENDPOINT, region: S3_REGION })
      : createLocalFileStore(path.join(DATA_DIR, 'files'));
    stores.set(container, store);
  }
  return store;
}
