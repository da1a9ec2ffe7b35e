import {
  type ApprovalDeps,
  applyApproval,
  resumeUnfinishedApprovals,
} from '../modules/csv-import/import-approval';
import { csvImportApproveJobType } from './csv-import.job-types';
import { defineJob } from './job';

/**
 * Writes an approved import into the company's data. Idempotent: the rows are written invisibly
 * (a retry writes the same ones again), made visible by one status change, then merged; each
 * step finds where the last attempt stopped. At start, approvals a crash left without a job get one.
 */
export const csvImportApproveJob = defineJob(
  csvImportApproveJobType,
  async ({ importId }, deps: ApprovalDeps) => applyApproval(deps, importId),
  resumeUnfinishedApprovals,
);
