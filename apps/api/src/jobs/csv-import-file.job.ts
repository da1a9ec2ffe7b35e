import { type FileImportDeps, runFileImport } from '../modules/csv-import/file-import';
import { csvImportFileJobType } from './csv-import.job-types';
import { defineJob } from './job';

/**
 * Reads a stored CSV file into an import's staging rows, in batches, with progress. Idempotent: a
 * retry drops what an earlier attempt staged and reads the file again; a finished import is left alone.
 */
export const csvImportFileJob = defineJob(csvImportFileJobType, async ({ importId }, deps: FileImportDeps) =>
  runFileImport(deps, importId),
);
