import { z } from 'zod';
import { defineJob } from './job';

/**
 * Reads a stored CSV file into an import's staging rows, in batches, with progress (big files,
 * `POST /api/csv-import/subscriptions/from-file`). Idempotent: a retry starts the file over.
 */
export const csvImportFileJob = defineJob({
  name: 'csv-import-file',
  payload: z.object({ importId: z.uuid() }),
  retryLimit: 2,
  async handle({ importId }, container) {
    // Loaded here: the module enqueues this job, and a static import would make a cycle.
    const { runFileImport } = await import('../modules/csv-import/file-import');
    await runFileImport(container, importId);
  },
});
