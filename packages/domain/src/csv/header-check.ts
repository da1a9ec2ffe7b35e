import { CSV_COLUMNS, type CsvColumn, columnForHeader, REQUIRED_COLUMNS } from './columns';
import { CSV_MESSAGES, excerpt, interpolate } from './csv-messages';

export type HeaderProblemCode = 'MISSING_COLUMN' | 'UNKNOWN_COLUMN' | 'DUPLICATE_COLUMN';

export interface HeaderProblem {
  code: HeaderProblemCode;
  /** The canonical name (missing, duplicate) or the header as written (unknown; "#n" when blank). */
  column: string;
  params: { column: string };
  message: string;
}

export interface HeaderCheck {
  ok: boolean;
  /** The canonical column at each position, null where the header is unknown. */
  columns: (CsvColumn | null)[];
  missing: CsvColumn[];
  unknown: string[];
  duplicates: CsvColumn[];
  problems: HeaderProblem[];
}

const problem = (code: HeaderProblemCode, column: string): HeaderProblem => ({
  code,
  column,
  params: { column },
  message: interpolate(CSV_MESSAGES[code], { column }),
});

/**
 * Checks a header row (spec §5: "extra or wrong columns are rejected"). Required columns must
 * be present, optional ones may be left out, and nothing unknown or repeated is accepted: a
 * repeated column would leave it unclear which value counts. A blank header cell is an
 * unknown column named by its 1-based position.
 */
export function checkHeader(headers: readonly string[]): HeaderCheck {
  const columns = headers.map(columnForHeader);
  const seen = new Set<CsvColumn>();
  const duplicates = new Set<CsvColumn>();
  const unknown: string[] = [];
  columns.forEach((column, index) => {
    if (column === null) {
      const raw = (headers[index] ?? '').replace(/^\uFEFF/, '').trim();
      unknown.push(raw === '' ? `#${index + 1}` : excerpt(raw, 60));
    } else if (seen.has(column)) {
      duplicates.add(column);
    } else {
      seen.add(column);
    }
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !seen.has(column));
  const duplicateList = CSV_COLUMNS.filter((column) => duplicates.has(column));
  const problems = [
    ...missing.map((column) => problem('MISSING_COLUMN', column)),
    ...unknown.map((column) => problem('UNKNOWN_COLUMN', column)),
    ...duplicateList.map((column) => problem('DUPLICATE_COLUMN', column)),
  ];
  return { ok: problems.length === 0, columns, missing, unknown, duplicates: duplicateList, problems };
}
