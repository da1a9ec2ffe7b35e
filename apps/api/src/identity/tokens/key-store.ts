import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type JsonWebKey,
  type KeyObject,
  randomUUID,
} from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { JSONWebKeySet } from 'jose';

/**
 * The pool's RS256 signing keys, persisted in `<keysDir>/signing-keys.json` (mode 0600). The newest
 * key signs; older ones stay published in the JWKS for a day after a rotation, so tokens signed
 * before the rotation keep verifying until they expire. A rotation by another process (the
 * `rotate-keys` command) is picked up within a few seconds.
 */
export interface KeyStore {
  signingKey(): Promise<{ kid: string; key: KeyObject }>;
  jwks(): Promise<JSONWebKeySet>;
  /** Adds a new signing key beside the old ones; returns its kid. */
  rotate(): Promise<string>;
}

interface StoredKey {
  kid: string;
  createdAt: string;
  retiredAt?: string;
  privateJwk: JsonWebKey;
}

const RETIRED_KEYS_KEPT_MS = 24 * 3600_000;
const RECHECK_MS = 5_000;

const newKey = (): StoredKey => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    kid: randomUUID(),
    createdAt: new Date().toISOString(),
    privateJwk: privateKey.export({ format: 'jwk' }),
  };
};

export function createKeyStore(keysDir: string): KeyStore {
  const file = path.join(keysDir, 'signing-keys.json');
  let cache: { keys: StoredKey[]; mtimeMs: number; checkedAt: number } | undefined;

  async function write(keys: StoredKey[], flag: 'w' | 'wx'): Promise<void> {
    await mkdir(keysDir, { recursive: true, mode: 0o700 });
    const body = JSON.stringify({ keys }, null, 2);
    if (flag === 'wx') {
      await writeFile(file, body, { flag: 'wx', mode: 0o600 });
      return;
    }
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, body, { mode: 0o600 });
    await rename(temporary, file);
  }

  async function load(force = false): Promise<StoredKey[]> {
    const now = Date.now();
    if (cache && !force && now - cache.checkedAt < RECHECK_MS) return cache.keys;
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      try {
        await write([newKey()], 'wx');
      } catch (writeError) {
        // Another process created the file first: use its key.
        if ((writeError as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError;
      }
      mtimeMs = (await stat(file)).mtimeMs;
    }
    if (!cache || cache.mtimeMs !== mtimeMs) {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as { keys: StoredKey[] };
      cache = { keys: parsed.keys, mtimeMs, checkedAt: now };
    }
    cache.checkedAt = now;
    return cache.keys;
  }

  const privateKeys = new Map<string, KeyObject>();
  let jwksMemo: { keys: StoredKey[]; value: JSONWebKeySet } | undefined;
  const privateKeyOf = (stored: StoredKey) => {
    let key = privateKeys.get(stored.kid);
    if (!key) {
      key = createPrivateKey({ key: stored.privateJwk, format: 'jwk' });
      privateKeys.set(stored.kid, key);
    }
    return key;
  };

  return {
    async signingKey() {
      const keys = await load();
      const current = keys.find((key) => !key.retiredAt) ?? keys[keys.length - 1];
      if (!current) throw new Error(`no signing key in ${file}`);
      return { kid: current.kid, key: privateKeyOf(current) };
    },
    async jwks() {
      const keys = await load();
      if (jwksMemo?.keys !== keys) {
        const value = {
          keys: keys.map((stored) => ({
            ...(createPublicKey(privateKeyOf(stored)).export({ format: 'jwk' }) as {
              kty: string;
              n: string;
              e: string;
            }),
            kid: stored.kid,
            alg: 'RS256',
            use: 'sig',
          })),
        };
        jwksMemo = { keys, value };
      }
      return jwksMemo.value;
    },
    async rotate() {
      const now = Date.now();
      const keys = (await load(true))
        .map((key) => ({ ...key, retiredAt: key.retiredAt ?? new Date(now).toISOString() }))
        .filter((key) => now - Date.parse(key.retiredAt) < RETIRED_KEYS_KEPT_MS);
      const fresh = newKey();
      await write([fresh, ...keys], 'w');
      await load(true);
      return fresh.kid;
    },
  };
}
