import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/** Store keys are ours (`<account id>/<uuid>`): lower-case segments, never a name a client sent. */
const KEY = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/;

export function checkKey(key: string): string {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Invalid file store key: ${key}`);
  return key;
}

/** Counts and hashes bytes on their way through. */
export function measuring() {
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
