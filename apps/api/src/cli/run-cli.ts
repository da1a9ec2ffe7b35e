import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Container, createContainer } from '../container';
import type { Env } from '../env';
import type { CliCommand } from './cli-command';

export interface CliOptions {
  env: Env;
  commands: CliCommand[];
  out?(line: string): void;
  err?(line: string): void;
  /** How to open the container (tests hand in theirs); default: a container without job workers. */
  openContainer?(env: Env): Promise<Container>;
}

/**
 * PGlite has no multi-process lock: opening the database of a running server would crash it.
 * Its `postmaster.pid` exists while a process has the database open.
 */
async function openOwnContainer(env: Env): Promise<Container> {
  const pidFile = path.join(env.DATA_DIR, 'pg', 'postmaster.pid');
  if (!env.DATABASE_URL && existsSync(pidFile)) {
    throw new Error(
      `the embedded database is in use (${pidFile}): stop the running Tranche first, or use DATABASE_URL. If none is running, delete that file.`,
    );
  }
  return createContainer(env, { runWorkers: false });
}

function help(commands: CliCommand[]): string {
  const width = Math.max(...commands.map((c) => c.usage.length));
  return ['Usage: npm run admin -- <command> [arguments]', '', 'Commands:']
    .concat(commands.map((c) => `  ${c.usage.padEnd(width)}  ${c.description}`))
    .join('\n');
}

/** Runs one command line; returns the exit code (0 ok, 1 failure, 64 usage error). */
export async function runCli(argv: string[], options: CliOptions): Promise<number> {
  const out = options.out ?? ((line) => console.log(line));
  const err = options.err ?? ((line) => console.error(line));
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    out(help(options.commands));
    return name ? 0 : 64;
  }
  const command = options.commands.find((c) => c.name === name);
  if (!command) {
    err(`Unknown command: ${name}\n\n${help(options.commands)}`);
    return 64;
  }
  let opened: Container | undefined;
  const openContainer = options.openContainer ?? openOwnContainer;
  try {
    return await command.run(args, {
      env: options.env,
      out,
      err,
      container: async () => {
        opened ??= await openContainer(options.env);
        return opened;
      },
    });
  } catch (error) {
    err(
      `${command.name} failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
    );
    return 1;
  } finally {
    if (opened && !options.openContainer) await opened.close();
  }
}
