import type { AdminCsvImport, CsvImport, CsvImportMessageCode } from '@tranche/contracts';
import { CSV_IMPORT_MESSAGES } from '@tranche/contracts';
import { fillTemplate } from '../../lib/fill-template';
import type { CsvImportListRow } from './csv-import.repo';

/** Why an import failed, by code: kept in its options so the web can translate it. */
export interface ImportFailure {
  code: CsvImportMessageCode;
  params: Record<string, string | number>;
}

export function failureMessage(failure: ImportFailure): string {
  return fillTemplate(CSV_IMPORT_MESSAGES[failure.code], failure.params);
}

export function toCsvImport(row: CsvImportListRow): CsvImport {
  const failure = (row.options as { failure?: ImportFailure }).failure;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status === 'UPLOADED' ? 'PROCESSING' : row.status,
    uploadedFileId: row.uploadedFileId,
    fileName: row.fileName,
    rowCount: row.rowCount,
    rowsProcessed: row.rowsProcessed,
    rejectedCount: row.rejectedCount,
    error: row.error,
    errorCode: failure?.code ?? null,
    errorParams: failure?.params ?? {},
    problems: row.problems,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewNote: row.reviewNote,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminCsvImport(row: CsvImportListRow): AdminCsvImport {
  return {
    ...toCsvImport(row),
    accountId: row.accountId,
    companyName: row.companyName,
    createdBy: row.createdBy,
  };
}
