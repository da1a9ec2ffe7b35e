import type { CsvRowProblems } from '@tranche/contracts';
import type { ReviewRow, RowProblem } from './row-collector';

/**
 * Which rows of the review table go to the server (spec §5: at least one). Only rows without
 * problems can be picked; problems come from the browser's check or, after a 422, from the
 * server's, which wins since the server decides what it stores.
 */
export interface Selection {
  /** Lines of the picked rows. */
  selected: ReadonlySet<number>;
  /** Problems the server found in rows the browser had accepted, by line. */
  serverProblems: ReadonlyMap<number, readonly RowProblem[]>;
}

export function problemsOf(selection: Selection, row: ReviewRow): readonly RowProblem[] {
  return row.problems.length > 0 ? row.problems : (selection.serverProblems.get(row.line) ?? []);
}

export function isSelectable(selection: Selection, row: ReviewRow): boolean {
  return problemsOf(selection, row).length === 0;
}

/** Every valid row is picked at first: the usual wish is to import what can be imported. */
export function initialSelection(rows: readonly ReviewRow[]): Selection {
  return selectAllValid({ selected: new Set(), serverProblems: new Map() }, rows);
}

export function selectAllValid(selection: Selection, rows: readonly ReviewRow[]): Selection {
  const selected = new Set(rows.filter((row) => isSelectable(selection, row)).map((row) => row.line));
  return { ...selection, selected };
}

export function clearSelection(selection: Selection): Selection {
  return { ...selection, selected: new Set() };
}

export function toggleRow(selection: Selection, row: ReviewRow): Selection {
  if (!isSelectable(selection, row)) return selection;
  const selected = new Set(selection.selected);
  if (selected.has(row.line)) selected.delete(row.line);
  else selected.add(row.line);
  return { ...selection, selected };
}

/** The picked rows in file order: the order they are sent in, which a 422's row numbers refer to. */
export function selectedRows(selection: Selection, rows: readonly ReviewRow[]): ReviewRow[] {
  return rows.filter((row) => selection.selected.has(row.line));
}

/**
 * Puts a 422's problems on the rows they belong to: its `row` is the 1-based position in the list
 * that was sent. Those rows are no longer picked, so the next attempt sends only good rows.
 */
export function applyServerProblems(
  selection: Selection,
  sent: readonly ReviewRow[],
  rows: readonly CsvRowProblems[],
): Selection {
  const serverProblems = new Map(selection.serverProblems);
  const selected = new Set(selection.selected);
  for (const { row, problems } of rows) {
    const line = sent[row - 1]?.line;
    if (line === undefined || problems.length === 0) continue;
    serverProblems.set(line, problems);
    selected.delete(line);
  }
  return { selected, serverProblems };
}
