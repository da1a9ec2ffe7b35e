import {
  CSV_IMPORT_MESSAGES,
  type CsvImport,
  type CsvImportMessageCode,
  FILE_MESSAGES,
  type FileMessageCode,
} from '@tranche/contracts';
import { CSV_MESSAGES, type CsvProblemCode } from '@tranche/domain';
import { ApiError, errorText } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import { MAX_IMPORT_MB } from './file-check';
import type { RowProblem } from './row-collector';

const isCsvProblemCode = (code: string): code is CsvProblemCode => Object.hasOwn(CSV_MESSAGES, code);
const isImportCode = (code: string): code is CsvImportMessageCode => Object.hasOwn(CSV_IMPORT_MESSAGES, code);
const isFileCode = (code: string): code is FileMessageCode => Object.hasOwn(FILE_MESSAGES, code);

/** A row problem in the current language (spec §5's texts); the server's English when the code is new. */
export function problemText(problem: RowProblem): string {
  return isCsvProblemCode(problem.code)
    ? i18n.t(`csv-import:problems.${problem.code}`, { ...problem.params })
    : problem.message;
}

/** Why a FAILED import failed, translated by its code. */
export function importFailureText(csvImport: Pick<CsvImport, 'errorCode' | 'errorParams' | 'error'>): string {
  const code = csvImport.errorCode;
  if (code !== null && isImportCode(code)) {
    return i18n.t(`csv-import:importErrors.${code}`, { ...csvImport.errorParams });
  }
  return csvImport.error ?? i18n.t('errors:INTERNAL');
}

/**
 * A failed upload or import call in the current language. The api client keeps only a code and
 * the English message, so the one parameter a file error has (the size limit) is filled in here.
 */
export function requestErrorText(error: unknown, file?: File): string {
  if (error instanceof ApiError) {
    if (isFileCode(error.code)) {
      const extension = file?.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.')) : '';
      return i18n.t(`csv-import:fileErrors.${error.code}`, { limitMb: MAX_IMPORT_MB, extension });
    }
    if (isImportCode(error.code) && !CSV_IMPORT_MESSAGES[error.code].includes('{{')) {
      return i18n.t(`csv-import:importErrors.${error.code}`);
    }
  }
  return errorText(error);
}
