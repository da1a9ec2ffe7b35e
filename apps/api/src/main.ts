import { serveAdminSocket } from './cli/admin-socket';
import { commands } from './cli/registry';
import { createContainer } from './container';
import { loadEnvOrExit } from './env';
import { isEmptyDatabase, seedDemoAccounts, seedsOnStart } from './modules/demo/demo-seed';
import { type MetricsServer, startMetricsServer } from './modules/metrics/metrics-server';
import { buildServer } from './server';

/** `npm start`: one process serving the API, the web app, the identity pool and the job workers. */
async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const container = await createContainer(env);
  const demoLines =
    seedsOnStart(env) && (await isEmptyDatabase(container)) ? await seedDemoAccounts(container) : [];
  const app = await buildServer(container);
  const closeAdminSocket = env.DATABASE_URL ? null : await serveAdminSocket(container, commands);
  let metricsServer: MetricsServer | null = null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    container.logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      container.logger.error('shutdown took longer than 20 s; exiting');
      process.exit(1);
    }, 20_000);
    timer.unref();
    await app.close();
    await metricsServer?.close();
    await closeAdminSocket?.();
    await container.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  if (env.METRICS_PORT !== undefined) {
    metricsServer = await startMetricsServer(container.metrics.registry, env.METRICS_PORT);
    container.logger.info(`Prometheus metrics at http://127.0.0.1:${metricsServer.port}/metrics`);
  }
  container.logger.info(
    { database: container.database.kind, mail: container.mailer.describe() },
    `Tranche is running at ${env.PUBLIC_URL}`,
  );
  console.log(`\n  Tranche is running at ${env.PUBLIC_URL}\n`);
  for (const line of demoLines) console.log(`  ${line}`);
  if (demoLines.length) console.log('');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
