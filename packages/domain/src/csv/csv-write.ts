import type { CsvDelimiter } from './delimiter';

/**
 * A cell that a spreadsheet could run as a formula: one starting with `=`, `+`, `-` or `@`
 * (after optional whitespace, which some spreadsheets skip), or with a tab or carriage return
 * (OWASP "CSV Injection"). The full-width forms are included because some spreadsheet locales
 * read `＝` as `=`.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/** A plain signed decimal such as `-12.50` or `+3,5` stays numeric: it cannot call anything. */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * The rule every CSV export applies to every cell: a cell that could start a formula gets a
 * leading single quote, so the spreadsheet shows it as text. Plain numbers are left alone so
 * negative amounts stay numbers in the sheet.
 */
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

export function startsLikeFormula(cell: string): boolean {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell);
}

/**
 * One CSV line without its line break: every cell neutralised, then quoted per RFC 4180 when it
 * holds the delimiter, a quote, a line break, or leading/trailing spaces (which some readers
 * trim). A lone empty cell is written `""` so the line is not read as a blank one.
 */
export function toCsvRow(
  cells: readonly (string | null | undefined)[],
  delimiter: CsvDelimiter = ',',
): string {
  if (cells.length === 1 && (cells[0] ?? '') === '') return '""';
  return cells
    .map((cell) => {
      const safe = neutraliseFormula(cell ?? '');
      const needsQuotes =
        safe.includes(delimiter) || /["\r\n]/.test(safe) || safe.startsWith(' ') || safe.endsWith(' ');
      return needsQuotes ? `"${safe.replaceAll('"', '""')}"` : safe;
    })
    .join(delimiter);
}

export interface CsvWriteOptions {
  delimiter?: CsvDelimiter;
  /** Starts the file with a byte-order mark so Excel opens UTF-8 as UTF-8. */
  bom?: boolean;
}

/** A whole CSV document: CRLF line ends (RFC 4180), one after every row. */
export function toCsv(
  rows: Iterable<readonly (string | null | undefined)[]>,
  options: CsvWriteOptions = {},
): string {
  const lines: string[] = [];
  for (const row of rows) lines.push(`${toCsvRow(row, options.delimiter)}\r\n`);
  return `${options.bom ? '\uFEFF' : ''}${lines.join('')}`;
}
