import type { SqlExecutor } from '@tranche/db';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { JobDefinition } from './job';

export interface JobQueue {
  /** Validates the payload and enqueues it; returns the job id. */
  send<S extends z.ZodType>(
    job: JobDefinition<S>,
    payload: z.input<S>,
    options?: { singletonKey?: string },
  ): Promise<string | null>;
  /** Starts workers for these jobs in this process. */
  work(jobs: JobDefinition[], run: (job: JobDefinition, payload: unknown) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
  boss: PgBoss;
}

/** pg-boss over the application's own database connection (PGlite or PostgreSQL). */
export async function createJobQueue(
  executor: SqlExecutor,
  logger: Logger,
  jobs: JobDefinition[],
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => executor.executeSql(text, values) },
    schema: 'pgboss',
    // Housekeeping is cheap; keep it but not chatty.
    monitorStateIntervalSeconds: 60,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of jobs) await boss.createQueue(job.name);

  return {
    boss,
    async send(job, payload, options) {
      const data = job.payload.parse(payload) as object;
      return boss.send(job.name, data, {
        retryLimit: job.retryLimit ?? 3,
        retryBackoff: true,
        ...(options?.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
    },
    async work(definitions, run) {
      for (const job of definitions) {
        await boss.work(job.name, { pollingIntervalSeconds: 1 }, async (batch) => {
          for (const item of batch) {
            await run(job, job.payload.parse(item.data));
          }
        });
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
