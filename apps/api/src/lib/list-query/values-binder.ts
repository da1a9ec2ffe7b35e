import { type Placeholder, type SQLChunk, sql } from 'drizzle-orm';

/** How the values of a list query's filters reach its SQL. */
export interface ValuesBinder {
  bind(value: unknown): SQLChunk;
}

/** Each value as a bound parameter of the statement (the default). */
export const boundValues: ValuesBinder = { bind: (value) => sql.param(value) };

/**
 * Each value as a named placeholder, its value kept in `values`: the statement's text then depends
 * only on the query's shape (which filters, which operators, how many values), so one prepared
 * statement serves every query of that shape and is not rebuilt per request.
 */
export class PlaceholderValues implements ValuesBinder {
  readonly values: Record<string, unknown> = {};
  #count = 0;

  bind(value: unknown): Placeholder {
    const name = `v${this.#count++}`;
    this.values[name] = value;
    return sql.placeholder(name);
  }
}
