import type { Container } from '../../container';
import { commands } from '../registry';
import { runCli } from '../run-cli';

/** `npm run admin -- …argv` against a test's container; what it printed, joined per stream. */
export async function runAdmin(
  container: Container,
  ...argv: string[]
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    env: container.env,
    commands,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    openContainer: async () => container,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
