import { commands } from './cli/registry';
import { runCli } from './cli/run-cli';
import { EnvError, loadEnv } from './env';

/** `npm run admin -- <command>`: operator commands (see src/cli/registry.ts). */
async function main(): Promise<void> {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  process.exit(await runCli(process.argv.slice(2), { env, commands }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
