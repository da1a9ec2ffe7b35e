import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { E2E_DATA_DIR } from './mailbox';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `npm run admin -- create-admin <email>` against the e2e server's data folder (the command hands
 * itself to the running server, which owns the embedded database); returns the one-time password.
 */
export async function createAdmin(email: string): Promise<string> {
  const stdout = await operator('create-admin', email);
  const password = /Temporary password[^:]*:\s*(\S+)/.exec(stdout)?.[1];
  if (!password) throw new Error(`create-admin printed no temporary password:\n${stdout}`);
  return password;
}

/** `npm run admin -- <args>` against the e2e server (handed to it through its socket); what it printed. */
export async function operator(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
  });
  return stdout;
}
