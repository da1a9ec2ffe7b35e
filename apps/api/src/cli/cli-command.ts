import type { Container } from '../container';
import type { Env } from '../env';

/** What a command may use; the runner opens the container only when a command asks for it. */
export interface CliContext {
  env: Env;
  out(line: string): void;
  err(line: string): void;
  container(): Promise<Container>;
}

/** One `npm run admin -- <name> …` command; returns the process exit code. */
export interface CliCommand {
  name: string;
  usage: string;
  description: string;
  run(args: string[], context: CliContext): Promise<number>;
}
