import { forwardToServer } from './cli/admin-socket';
import { commands } from './cli/registry';
import { runCli } from './cli/run-cli';
import { loadEnvOrExit } from './env';

/** `npm run admin -- <command>`: operator commands (see src/cli/registry.ts). */
async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const argv = process.argv.slice(2);
  if (!env.DATABASE_URL) {
    // The embedded database is the running server's: let the server run the command if it is up.
    const forwarded = await forwardToServer(env.DATA_DIR, argv, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
    if (forwarded !== null) process.exit(forwarded);
  }
  process.exit(await runCli(argv, { env, commands }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
