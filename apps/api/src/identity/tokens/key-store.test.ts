import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createKeyStore } from './key-store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tranche-keys-'));
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(dir, { recursive: true, force: true });
});

it('creates one signing key in DATA_DIR/keys, readable only by the owner, and reuses it', async () => {
  const first = await createKeyStore(dir).signingKey();
  expect((await stat(path.join(dir, 'signing-keys.json'))).mode & 0o777).toBe(0o600);
  const again = await createKeyStore(dir).signingKey();
  expect(again.kid).toBe(first.kid);
  const jwks = await createKeyStore(dir).jwks();
  expect(jwks.keys).toHaveLength(1);
  expect(jwks.keys[0]).not.toHaveProperty('d');
});

it('rotation publishes the new key beside the old one; another process sees it within seconds', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const server = createKeyStore(dir);
  const old = await server.signingKey();
  const kid = await createKeyStore(dir).rotate();
  expect((await server.signingKey()).kid).toBe(old.kid);
  vi.setSystemTime(Date.now() + 6_000);
  expect((await server.signingKey()).kid).toBe(kid);
  expect((await server.jwks()).keys.map((key) => key.kid).sort()).toEqual([old.kid, kid].sort());
});

it('drops keys retired more than a day ago at the next rotation', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const keys = createKeyStore(dir);
  const first = await keys.signingKey();
  const second = await keys.rotate();
  vi.setSystemTime(Date.now() + 25 * 3600_000);
  const third = await keys.rotate();
  const published = (await keys.jwks()).keys.map((key) => key.kid);
  expect(published).toContain(second);
  expect(published).toContain(third);
  expect(published).not.toContain(first.kid);
});
