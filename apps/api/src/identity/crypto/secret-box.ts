import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * AES-256-GCM for the pool's secrets at rest (SRP verifiers, TOTP secrets, challenge state).
 * Output: `v1.<iv>.<tag>.<ciphertext>` in base64url, so a key or format change stays recognisable.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
  /** HMAC key derived for hashing codes and tokens (separate from the encryption key's use). */
  hmacKey: Buffer;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the identity encryption key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    hmacKey: Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'tranche identity hmac', 32)),
  };
}

/** IDENTITY_ENCRYPTION_KEY (base64 of 32 bytes), else `<keysDir>/identity-encryption.key`, created once. */
export async function loadEncryptionKey(options: { fromEnv?: string; keysDir: string }): Promise<Buffer> {
  if (options.fromEnv) {
    const key = Buffer.from(options.fromEnv, 'base64');
    if (key.length !== 32) throw new Error('IDENTITY_ENCRYPTION_KEY must be 32 bytes, base64-encoded');
    return key;
  }
  const file = path.join(options.keysDir, 'identity-encryption.key');
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(options.keysDir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  // `wx`: when two processes start at once, only one writes; the other reads the winner's key.
  try {
    await writeFile(file, key.toString('base64'), { flag: 'wx', mode: 0o600 });
    await chmod(file, 0o600);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  }
}
