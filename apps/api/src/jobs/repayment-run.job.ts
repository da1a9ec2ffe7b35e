import { z } from 'zod';
import type { Container } from '../container';
import { type RepaymentDeps, runRepayments } from '../modules/marketplace/repayments.service';
import { defineJob, jobType } from './job';

/**
 * The daily repayment run (modules/marketplace/repayments.service.ts), early each morning (UTC)
 * for that day, or for the day a payload names. Idempotent: a rerun records nothing twice.
 */
export const repaymentRunJob = defineJob(
  jobType({
    name: 'repayment-run',
    payload: z.object({ asOf: z.iso.date().optional() }),
    retryLimit: 3,
    policy: 'singleton',
    schedule: '45 3 * * *',
  }),
  async (payload, deps: RepaymentDeps & Pick<Container, 'logger'>) => {
    const result = await runRepayments(deps, { asOf: payload.asOf });
    deps.logger.info(result, 'repayment run');
  },
);
