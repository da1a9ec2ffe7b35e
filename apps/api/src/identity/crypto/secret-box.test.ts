import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keyedHash, newCode, safeEqual } from './codes';
import { createSecretBox, loadEncryptionKey } from './secret-box';

describe('the secret box (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));

  it('seals to an unreadable string and opens it again', () => {
    const sealed = box.seal('a TOTP secret');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('TOTP');
    expect(box.seal('a TOTP secret')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('a TOTP secret');
  });

  it('refuses tampered data and other keys', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => box.open([parts[0], parts[1], parts[2], body.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => createSecretBox(randomBytes(16))).toThrow();
  });
});

describe('the encryption key', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tranche-key-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('is generated once into DATA_DIR/keys (0600) and read back', async () => {
    const key = await loadEncryptionKey({ keysDir: path.join(dir, 'keys') });
    const file = path.join(dir, 'keys', 'identity-encryption.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from(await readFile(file, 'utf8'), 'base64').equals(key)).toBe(true);
    expect((await loadEncryptionKey({ keysDir: path.join(dir, 'keys') })).equals(key)).toBe(true);
  });

  it('comes from IDENTITY_ENCRYPTION_KEY when set (32 bytes)', async () => {
    const key = randomBytes(32);
    expect((await loadEncryptionKey({ fromEnv: key.toString('base64'), keysDir: dir })).equals(key)).toBe(
      true,
    );
    await expect(
      loadEncryptionKey({ fromEnv: randomBytes(8).toString('base64'), keysDir: dir }),
    ).rejects.toThrow();
  });
});

describe('codes', () => {
  it('are six digits, stored as keyed hashes bound to their use', () => {
    expect(newCode()).toMatch(/^\d{6}$/);
    const key = randomBytes(32);
    const hash = keyedHash(key, 'code:SIGN_UP:sub', '123456');
    expect(hash).not.toContain('123456');
    expect(keyedHash(key, 'code:SIGN_UP:sub', '123456')).toBe(hash);
    expect(keyedHash(key, 'code:FORGOT_PASSWORD:sub', '123456')).not.toBe(hash);
    expect(safeEqual(hash, keyedHash(key, 'code:SIGN_UP:sub', '123456'))).toBe(true);
    expect(safeEqual(hash, keyedHash(key, 'code:SIGN_UP:sub', '123457'))).toBe(false);
  });
});
