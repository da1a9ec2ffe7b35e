import { csvImportApproveJob } from './csv-import-approve.job';
import { csvImportFileJob } from './csv-import-file.job';
import type { JobDefinition } from './job';
import { sendMailJob } from './send-mail.job';

/** Every job the workers run. */
export const allJobs: JobDefinition[] = [
  sendMailJob as unknown as JobDefinition,
  csvImportFileJob as unknown as JobDefinition,
  csvImportApproveJob as unknown as JobDefinition,
];
