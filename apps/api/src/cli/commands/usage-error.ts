import type { CliCommand, CliContext } from '../cli-command';

/**
 * A command called with the wrong arguments: prints how to call it (its `usage`, so the two never
 * drift apart) and answers exit code 64 (EX_USAGE).
 */
export function usageError(command: Pick<CliCommand, 'usage'>, context: Pick<CliContext, 'err'>): number {
  context.err(`Usage: npm run admin -- ${command.usage}`);
  return 64;
}
