import type { z } from 'zod';

/**
 * What a sender needs to enqueue a job: its queue name, the payload's schema and how often it may
 * be retried. Kept apart from the handler so a module can enqueue a job whose handler calls back
 * into that module without an import circle.
 */
export interface JobType<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  /** Attempts after the first before the job is left failed (a crash counts as one). */
  retryLimit?: number;
  /**
   * `singleton`: one job per singletonKey runs at a time (a second one, queued by a retry or a
   * resume, waits and then finds the work done). Default: any number at once.
   */
  policy?: 'standard' | 'singleton';
  /** A cron expression (UTC): the workers enqueue the job on this schedule, once across processes. */
  schedule?: string;
}

/**
 * One kind of background work: its type and an idempotent handler. `D` is the narrow set of
 * dependencies the handler uses (a `Pick<Container, …>`), never the whole container.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType, D = never> extends JobType<S> {
  handle(payload: z.output<S>, deps: D): Promise<void>;
  /**
   * Called when workers start, before they take jobs: enqueues work a crash left unfinished
   * outside the queue (e.g. a process that died while doing it during a request).
   */
  recover?(deps: D): Promise<void>;
}

export const jobType = <S extends z.ZodType>(type: JobType<S>): JobType<S> => type;

export const defineJob = <S extends z.ZodType, D>(
  type: JobType<S>,
  handle: (payload: z.output<S>, deps: D) => Promise<void>,
  recover?: (deps: D) => Promise<void>,
): JobDefinition<S, D> => ({ ...type, handle, ...(recover ? { recover } : {}) });
