import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Container } from '../../container';

/**
 * Where uploaded bytes live: a folder under DATA_DIR by default; an S3-compatible bucket later
 * (architecture: files). Keys are ours (`<account id>/<uuid>`), never a name a client sent.
 */
export interface FileStore {
  /** Streams `source` into `key`; the object appears only once complete. Returns size and sha256 (hex). */
  put(key: string, source: Readable): Promise<{ size: number; sha256: string }>;
  /** The bytes of `key`, optionally a byte range (inclusive `end`, like fs streams). */
  open(key: string, range?: { start?: number; end?: number }): Promise<Readable>;
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/;

function checkKey(key: string): string {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Invalid file store key: ${key}`);
  return key;
}

/** Counts and hashes bytes on their way through. */
function measuring() {
  const hash = createHash('sha256');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { transform, result: () => ({ size, sha256: hash.digest('hex') }) };
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
      try {
        await pipeline(source, measure.transform, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
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

/** The container's file store (DATA_DIR/files); the lead may move it into the container with S3. */
export function fileStoreOf(container: Pick<Container, 'env'>): FileStore {
  let store = stores.get(container);
  if (!store) {
    store = createLocalFileStore(path.join(container.env.DATA_DIR, 'files'));
    stores.set(container, store);
  }
  return store;
}
