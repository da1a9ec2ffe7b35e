import type { JobDefinition } from './job';
import { sendMailJob } from './send-mail.job';

/** Every job the workers run. */
export const allJobs: JobDefinition[] = [sendMailJob as unknown as JobDefinition];
