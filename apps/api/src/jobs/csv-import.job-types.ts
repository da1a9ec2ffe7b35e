import { z } from 'zod';
import { jobType } from './job';

/**
 * Reads a stored CSV file into an import's staging rows (`POST /api/csv-import/subscriptions/from-file`).
 * Retried after a crash: the read starts the file over. Sent with the import id as singletonKey.
 */
export const csvImportFileJobType = jobType({
  name: 'csv-import-file',
  payload: z.object({ importId: z.uuid() }),
  retryLimit: 5,
  policy: 'singleton',
});

/** Writes an approved import into the company's data and makes it visible in one step. */
export const csvImportApproveJobType = jobType({
  name: 'csv-import-approve',
  payload: z.object({ importId: z.uuid() }),
  retryLimit: 10,
  policy: 'singleton',
});
