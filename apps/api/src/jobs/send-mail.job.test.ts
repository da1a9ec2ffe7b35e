import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { sendMailJob } from './send-mail.job';

async function waitForFiles(dir: string, timeoutMs = 15_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(dir).catch(() => []);
    if (files.length > 0) return files;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail appeared in ${dir}`);
}

describe('the send-mail job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('runs through pg-boss and writes the mail as an .eml file into DATA_DIR/mail', async () => {
    const id = await t.container.jobs.send(sendMailJob, {
      to: 'finance@example.com',
      subject: 'Your confirmation code',
      text: 'Your code is 123456',
    });
    expect(id).toBeTruthy();
    const outbox = path.join(t.dataDir, 'mail');
    const [file] = await waitForFiles(outbox);
    expect(file).toMatch(/\.eml$/);
    const eml = await readFile(path.join(outbox, file!), 'utf8');
    expect(eml).toContain('To: finance@example.com');
    expect(eml).toContain('Subject: Your confirmation code');
    expect(eml).toContain('Your code is 123456');
  });

  it('refuses a payload that does not match the job schema before enqueueing', async () => {
    await expect(
      t.container.jobs.send(sendMailJob, { to: 'not-an-email', subject: 'x', text: 'y' }),
    ).rejects.toThrow();
  });
});
