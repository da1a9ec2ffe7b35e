import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '@tranche/db';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** A value COPY's text format can carry; null is `\N`. */
export type CopyValue = string | number | null;

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One value in COPY's text format: backslash, tab and line breaks escaped, null as `\N`. */
export function copyField(value: CopyValue): string {
  if (value === null) return '\\N';
  const text = String(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (char) => ESCAPES[char]!) : text;
}

/** Rows as one COPY text-format payload. */
export function copyText(rows: Iterable<readonly CopyValue[]>): string {
  const lines: string[] = [];
  for (const row of rows) lines.push(row.map(copyField).join('\t'));
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

// Table and column names come from our own constants; still, refuse anything but plain identifiers.
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * Writes rows with `COPY … FROM` on either engine: PGlite reads them from a blob, PostgreSQL from
 * a COPY stream on one pooled connection. One COPY is one statement, so a batch lands whole or
 * not at all. Multi-row INSERTs are 2–4 times slower on PGlite, where every parameter crosses
 * into WASM as text.
 */
export async function copyRows(
  database: Database,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly CopyValue[]>,
): Promise<void> {
  if (![table, ...columns].every((name) => IDENTIFIER.test(name))) {
    throw new Error(`copyRows: invalid identifier in ${table}(${columns.join(', ')})`);
  }
  const text = copyText(rows);
  if (text === '') return;
  const statement = `copy ${table} (${columns.join(', ')})`;
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    await client.query(`${statement} from '/dev/blob'`, [], { blob: new Blob([text]) });
    return;
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const connection = await pool.connect();
  try {
    await new Promise<void>((resolve, reject) => {
      const stream = connection.query(copyFrom(`${statement} from stdin`));
      stream.on('finish', resolve);
      stream.on('error', reject);
      stream.end(text);
    });
  } finally {
    connection.release();
  }
}
