import type { z } from 'zod';
import type { Container } from '../container';
import { analyticsMonthsJob } from './analytics-months.job';
import { autoBidJob } from './auto-bid.job';
import { csvImportApproveJob } from './csv-import-approve.job';
import { csvImportFileJob } from './csv-import-file.job';
import { ecbRatesJob } from './ecb-rates.job';
import { embeddedUpkeepJob } from './embedded-upkeep.job';
import { integrationSyncJob } from './integration-sync.job';
import type { JobDefinition } from './job';
import { ratingJob } from './rating.job';
import { repaymentRunJob } from './repayment-run.job';
import { sendMailJob } from './send-mail.job';

/** A job as the workers run it: each handler takes the part of the container it names. */
export type RunnableJob = JobDefinition<z.ZodType, Container>;

/** Every job the workers run. */
export const allJobs: RunnableJob[] = [
  sendMailJob,
  csvImportFileJob,
  csvImportApproveJob,
  ecbRatesJob,
  ratingJob,
  analyticsMonthsJob,
  embeddedUpkeepJob,
  repaymentRunJob,
  integrationSyncJob,
  autoBidJob,
];
