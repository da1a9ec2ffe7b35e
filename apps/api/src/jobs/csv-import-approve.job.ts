import { z } from 'zod';
import { defineJob } from './job';

/**
 * Writes an approved import into the company's data in batches (big imports). Idempotent: a retry
 * upserts the same rows again, and the import turns APPROVED only after the last batch.
 */
export const csvImportApproveJob = defineJob({
  name: 'csv-import-approve',
  payload: z.object({ importId: z.uuid() }),
  retryLimit: 5,
  async handle({ importId }, container) {
    // Loaded here: the module enqueues this job, and a static import would make a cycle.
    const { applyApproval } = await import('../modules/csv-import/import-approval');
    await applyApproval(container, importId);
  },
});
