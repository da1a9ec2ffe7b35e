import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { forwardToServer, serveAdminSocket } from './admin-socket';
import type { CliCommand } from './cli-command';

describe('the admin socket', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  const echo: CliCommand = {
    name: 'echo',
    usage: 'echo <words…>',
    description: 'prints its words and the database kind it ran on',
    async run(args, context) {
      const container = await context.container();
      context.out(`${args.join(' ')} on ${container.database.kind}`);
      if (args[0] === 'fail') context.err('asked to fail');
      return args[0] === 'fail' ? 1 : 0;
    },
  };

  beforeAll(async () => {
    t = await createTestApp({ runWorkers: false });
    close = await serveAdminSocket(t.container, [echo]);
  });
  afterAll(async () => {
    await close?.();
    await t?.close();
  });

  it('runs a forwarded command in the server with its container and relays output and exit code', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const print = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) };
    expect(await forwardToServer(t.dataDir, ['echo', 'hello', 'world'], print)).toBe(0);
    expect(out).toEqual([`hello world on ${t.database.kind}`]);
    expect(await forwardToServer(t.dataDir, ['fail'], print)).toBe(64);
    expect(await forwardToServer(t.dataDir, ['echo', 'fail'], print)).toBe(1);
    expect(err).toContain('asked to fail');
  });

  it('answers null when no server listens, so the CLI opens the database itself', async () => {
    expect(
      await forwardToServer(`${t.dataDir}/elsewhere`, ['echo'], { out: () => {}, err: () => {} }),
    ).toBeNull();
  });
});
