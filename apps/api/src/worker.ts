import { createContainer } from './container';
import { loadEnvOrExit } from './env';
import { createRealtimeEmitter } from './realtime/realtime-emitter';

/**
 * `npm run worker`: a process that only runs background jobs (no HTTP), for scaling out job
 * throughput beside N API processes started with RUN_WORKERS=false. Needs DATABASE_URL: PGlite
 * is one process's database and cannot be shared.
 */
async function main(): Promise<void> {
  const env = loadEnvOrExit();
  if (!env.DATABASE_URL) {
    console.error(
      'npm run worker needs DATABASE_URL: the embedded PGlite database belongs to the `npm start` process.',
    );
    process.exit(78);
  }
  const container = await createContainer(env, { runWorkers: true });
  // What jobs push to browsers reaches them through the API processes' Redis adapter.
  if (env.REDIS_URL) container.realtime = createRealtimeEmitter(env.REDIS_URL);
  else
    container.logger.warn(
      'REDIS_URL is not set: notifications and progress of jobs run here reach browsers only when they next load',
    );
  container.logger.info('worker started');
  const shutdown = async (signal: string) => {
    container.logger.info({ signal }, 'worker stopping: finishing running jobs');
    await container.close();
    await container.realtime?.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
