import type { z } from 'zod';
import type { Container } from '../container';

/** One kind of background work: a queue name, the payload's schema and an idempotent handler. */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  /** Attempts before the job is left failed. */
  retryLimit?: number;
  handle(payload: z.output<S>, container: Container): Promise<void>;
}

export const defineJob = <S extends z.ZodType>(job: JobDefinition<S>): JobDefinition<S> => job;
