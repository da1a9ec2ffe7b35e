import {
  type CsvColumn,
  type CsvProblem,
  checkHeader,
  type HeaderProblem,
  isBlankRow,
  validateCells,
} from '@tranche/domain';

/**
 * More data rows than this and the file goes to the server whole (`/from-file`), since a JSON body
 * of every row and a review table with a checkbox per row stop being useful long before a
 * million rows. Up to this many, every row is kept and can be picked one by one.
 */
export const BIG_FILE_ROWS = 5_000;
/** Rejected rows beyond the first BIG_FILE_ROWS rows still kept to show why (the rest are counted). */
export const MAX_EXTRA_REJECTED_ROWS = 500;

/** One problem of one row, from the browser's check or the server's (same shape as the API's). */
export interface RowProblem {
  column: string | null;
  code: string;
  params: Readonly<Record<string, string | number>>;
  /** English text, shown when the code has no translation. */
  message: string;
}

export interface ReviewRow {
  /** The record's number in the file, the header being 1 (as the server counts). */
  line: number;
  cells: readonly string[];
  problems: readonly RowProblem[];
}

export type CollectedRows =
  | { kind: 'empty' }
  | { kind: 'header'; headers: string[]; problems: HeaderProblem[] }
  | {
      kind: 'rows';
      headers: string[];
      columns: (CsvColumn | null)[];
      /** Every row when `big` is false; otherwise the first BIG_FILE_ROWS and some rejected ones. */
      rows: ReviewRow[];
      /** Data rows in the file (blank ones skipped). */
      total: number;
      valid: number;
      rejected: number;
      big: boolean;
    };

/**
 * Takes the parsed records one chunk at a time and keeps what the review needs: the header check,
 * each row checked with the domain rules, and, for a big file, only a bounded sample of rows so
 * memory stays flat whatever the file's length. `stopped` turns true when the header is wrong,
 * since no row can be read against it.
 */
export class RowCollector {
  private headers: string[] | null = null;
  private columns: (CsvColumn | null)[] = [];
  private headerProblems: HeaderProblem[] = [];
  private readonly rows: ReviewRow[] = [];
  private extraRejected = 0;
  private line = 0;
  private total = 0;
  private valid = 0;
  private rejected = 0;
  stopped = false;

  constructor(
    private readonly now: Date,
    private readonly bigFileRows = BIG_FILE_ROWS,
  ) {}

  add(records: readonly string[][]): void {
    for (const cells of records) {
      if (this.stopped) return;
      this.line += 1;
      if (this.headers === null) {
        this.readHeader(cells);
        continue;
      }
      if (isBlankRow(cells)) continue;
      this.total += 1;
      const checked = validateCells(this.columns, cells, { now: this.now });
      const problems: readonly CsvProblem[] = checked.ok ? [] : checked.problems;
      if (checked.ok) this.valid += 1;
      else this.rejected += 1;
      this.keep({ line: this.line, cells, problems });
    }
  }

  private readHeader(cells: string[]): void {
    this.headers = cells;
    const header = checkHeader(cells);
    this.columns = header.columns;
    if (!header.ok) {
      this.headerProblems = header.problems;
      this.stopped = true;
    }
  }

  private keep(row: ReviewRow): void {
    if (this.rows.length < this.bigFileRows) {
      this.rows.push(row);
    } else if (row.problems.length > 0 && this.extraRejected < MAX_EXTRA_REJECTED_ROWS) {
      this.extraRejected += 1;
      this.rows.push(row);
    }
  }

  result(): CollectedRows {
    if (this.headers === null) return { kind: 'empty' };
    if (this.headerProblems.length > 0)
      return { kind: 'header', headers: this.headers, problems: this.headerProblems };
    if (this.total === 0) return { kind: 'empty' };
    return {
      kind: 'rows',
      headers: this.headers,
      columns: this.columns,
      rows: this.rows,
      total: this.total,
      valid: this.valid,
      rejected: this.rejected,
      big: this.total > this.bigFileRows,
    };
  }
}
