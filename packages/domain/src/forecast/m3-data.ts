import { readFileSync } from 'node:fs';

/** One series of a file in the M3 layout: its id and its values in order. */
export interface IdentifiedSeries {
  id: string;
  values: number[];
}

/**
 * Parses the M3 layout (`id,v1,…,vn`, left-aligned, empty cells after the last value): one series
 * a row; CRLF line ends and a header row whose first cell is `id` are tolerated. Throws, naming the
 * line, on a row without numbers or with a cell that is not a number.
 */
export function parseSeriesCsv(text: string): IdentifiedSeries[] {
  const result: IdentifiedSeries[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const cells = line.split(',').map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
    const id = cells[0]!;
    if (index === 0 && id.toLowerCase() === 'id') return;
    const values: number[] = [];
    for (const cell of cells.slice(1)) {
      if (cell === '') continue;
      const value = Number(cell);
      if (!Number.isFinite(value)) throw new Error(`line ${index + 1} (${id}): "${cell}" is not a number`);
      values.push(value);
    }
    if (values.length === 0) throw new Error(`line ${index + 1} (${id}): the row has no numbers`);
    result.push({ id, values });
  });
  return result;
}

/** Reads and parses a file in the M3 layout (see `parseSeriesCsv`). */
export function readSeriesCsv(file: string): IdentifiedSeries[] {
  return parseSeriesCsv(readFileSync(file, 'utf8'));
}
