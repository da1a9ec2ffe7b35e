import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { commands } from './registry';
import { runCli } from './run-cli';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tranche-cli-'));
});
afterEach(async () => rm(dataDir, { recursive: true, force: true }));

it('refuses to open the embedded database while a running server holds it', async () => {
  await mkdir(path.join(dataDir, 'pg'), { recursive: true });
  await writeFile(path.join(dataDir, 'pg', 'postmaster.pid'), '1');
  const err: string[] = [];
  const code = await runCli(['create-admin', 'boss@example.com'], {
    env: loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    commands,
    out: () => undefined,
    err: (line) => err.push(line),
  });
  expect(code).toBe(1);
  expect(err.join('\n')).toContain('the embedded database is in use');
});
