import type { Container } from '../container';
import { createContainer } from '../container';
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
  const openContainer = options.openContainer ?? ((env: Env) => createContainer(env, { runWorkers: false }));
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
