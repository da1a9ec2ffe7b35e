import { isoDateOf, toCsv } from '@tranche/domain';
/** The rows of a view as shown: a header, then one line per row on screen. */
export interface CsvTable {
  header: string[];
  rows: string[][];
}

/** The file name of an export: what it is (a view or one of its tables) and the day it was made. */
export function discoverFileName(table: string, parts: (string | null)[], today: Date = new Date()) {
  return `tranche-discover-${[table, ...parts, isoDateOf(today)].filter(Boolean).join('-')}.csv`;
}

/**
 * Hands the rows to the browser's download as a UTF-8 CSV (with a byte-order mark, so a
 * spreadsheet reads umlauts right); `toCsv` neutralises cells that would run as formulas.
 */
export function downloadCsv(fileName: string, table: CsvTable): void {
  const text = toCsv([table.header, ...table.rows], { bom: true });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the next task frees the blob.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
