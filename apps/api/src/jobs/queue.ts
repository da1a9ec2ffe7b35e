import { setTimeout as sleep } from 'node:timers/promises';
import type { SqlExecutor } from '@tranche/db';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { withJobSpan } from '../tracing/job-spans';
import type { JobDefinition, JobType } from './job';
import { findOrphanedJobs, renewLeases } from './job-lease.repo';

export interface JobQueue {
  /** Validates the payload and enqueues it; returns the job id (null: a job with that singletonKey waits). */
  send<S extends z.ZodType>(
    job: JobType<S>,
    payload: z.input<S>,
    options?: { singletonKey?: string },
  ): Promise<string | null>;
  /** Starts workers for these jobs in this process. */
  work<D>(jobs: JobDefinition<z.ZodType, D>[], deps: D): Promise<void>;
  stop(): Promise<void>;
  boss: PgBoss;
}

export interface JobQueueOptions {
  /** How often a running job's lease is renewed and dead workers' jobs are looked for. */
  heartbeatSeconds: number;
  /** The only process on this database (embedded PGlite): at start, every active job is orphaned. */
  soleProcess: boolean;
}

/**
 * pg-boss's own expiry stays far away (a big import may run for many minutes); the lease decides
 * when a job's worker counts as dead: three missed heartbeats.
 */
const RUN_LIMIT_SECONDS = 6 * 60 * 60;
/** How long stop() waits for jobs still running after pg-boss's graceful stop. */
const DRAIN_LIMIT_MS = 60_000;

/** pg-boss over the application's own database connection (PGlite or PostgreSQL). */
export async function createJobQueue(
  executor: SqlExecutor,
  logger: Logger,
  jobs: JobType[],
  options: JobQueueOptions,
): Promise<JobQueue> {
  // pg-boss's statements in flight: a worker's fetch may return a job after stop() began, and
  // pg-boss records a job's outcome without awaiting it; stop() waits for both.
  let bossStatements = 0;
  const boss = new PgBoss({
    db: {
      executeSql: async (text, values) => {
        bossStatements += 1;
        try {
          return await executor.executeSql(text, values);
        } finally {
          bossStatements -= 1;
        }
      },
    },
    schema: 'pgboss',
    // Housekeeping is cheap; keep it but not chatty.
    monitorStateIntervalSeconds: 60,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of jobs) {
    const policy = job.policy ?? 'standard';
    await boss.createQueue(job.name, { name: job.name, policy });
    // A queue made before it had a policy keeps its old one unless told.
    if ((await boss.getQueue(job.name))?.policy !== policy)
      await boss.updateQueue(job.name, { name: job.name, policy });
  }

  const leaseSeconds = options.heartbeatSeconds * 3;
  const running = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  /** The heartbeat under way, if any: stop() lets it finish before the database closes. */
  let beating: Promise<void> = Promise.resolve();
  let stopped = false;

  /** Fails (pg-boss then retries at once) the jobs whose worker died; never this process's own. */
  async function retryOrphans(queues: string[], all: boolean) {
    const orphans = (await findOrphanedJobs(executor, queues, { all, seconds: leaseSeconds })).filter(
      (job) => !running.has(job.id),
    );
    for (const orphan of orphans) {
      logger.warn({ job: orphan.id, queue: orphan.name }, 'job of a worker that died: retrying it now');
      await boss.fail(orphan.name, orphan.id, { message: 'worker died while the job ran' });
    }
  }

  return {
    boss,
    async send(job, payload, sendOptions) {
      const data = job.payload.parse(payload) as object;
      return boss.send(job.name, data, {
        retryLimit: job.retryLimit ?? 3,
        retryBackoff: true,
        expireInSeconds: RUN_LIMIT_SECONDS,
        ...(sendOptions?.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
      });
    },
    async work(definitions, deps) {
      const queues = definitions.map((job) => job.name);
      await retryOrphans(queues, options.soleProcess);
      for (const job of definitions) await job.recover?.(deps);
      for (const job of definitions)
        if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
      const beat = async () => {
        try {
          await renewLeases(executor, [...running], leaseSeconds);
          await retryOrphans(queues, false);
        } catch (error) {
          logger.error({ err: error }, 'job heartbeat failed');
        }
        if (!stopped) nextBeat();
      };
      const nextBeat = () => {
        timer = setTimeout(() => {
          beating = beat();
        }, options.heartbeatSeconds * 1000);
        timer.unref();
      };
      nextBeat();
      for (const job of definitions) {
        await boss.work(job.name, { pollingIntervalSeconds: 1 }, async (batch) => {
          for (const item of batch) {
            running.add(item.id);
            try {
              await renewLeases(executor, [item.id], leaseSeconds);
              await withJobSpan(job.name, item.id, () => job.handle(job.payload.parse(item.data), deps));
            } finally {
              running.delete(item.id);
            }
          }
        });
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await beating;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      // A job may outlast that wait on a busy machine, and a fetch under way when it began may
      // still hand its worker a job. Handlers and pg-boss's records of their outcomes use the
      // database, which the caller closes next: wait for them (bounded; a job cut off here is
      // resumed after the restart). Each step hands on to the next within one turn of the event
      // loop, so between two polls one of them is always seen.
      const until = Date.now() + DRAIN_LIMIT_MS;
      while ((running.size > 0 || bossStatements > 0) && Date.now() < until) await sleep(50);
    },
  };
}
