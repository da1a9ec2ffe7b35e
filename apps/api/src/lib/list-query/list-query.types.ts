import type { SQL, SQLWrapper } from 'drizzle-orm';

/** How a query value is read before it becomes a bound parameter. */
export type ValueType = 'string' | 'integer' | 'number' | 'boolean' | 'date' | 'enum' | 'uuid';

export type FilterOp = 'eq' | 'not' | 'gt' | 'gte' | 'lt' | 'lte' | 'in' | 'contains' | 'isNull';

export type SortDirection = 'asc' | 'desc';

/**
 * The JavaScript value a query value becomes. Integers stay canonical decimal strings so that
 * bigint minor units never lose precision; dates are ISO strings (`YYYY-MM-DD` or a UTC datetime).
 */
export type ValueOf<T extends ValueType> = T extends 'boolean'
  ? boolean
  : T extends 'number'
    ? number
    : string;

/** A typed value without a column: a custom filter's argument or an extra top-level parameter. */
export interface ValueSpec {
  type: ValueType;
  /** The allowed values of an `enum`. */
  values?: readonly string[];
  /** An `integer`'s inclusive bounds, default int64: narrow them when the value meets an int4 column. */
  bounds?: readonly [bigint, bigint];
}

/** One filterable field: `where[name]=v` and `where[name][op]=v`. */
export interface FieldSpec {
  /** A column or an SQL expression the resource owns; never text from the request. */
  column: SQLWrapper;
  type: ValueType;
  /** Operators allowed beyond the type's defaults are rejected at definition time. Default: all the type supports. */
  ops?: readonly FilterOp[];
  /** The allowed values of an `enum`; taken from the column's own enum when omitted. */
  values?: readonly string[];
  /** Allows `isNull`; required because `isNull` on a NOT NULL column is a caller's mistake. */
  nullable?: boolean;
}

export type FieldMap = Record<string, FieldSpec>;

/**
 * A filter on related rows. `some`: `where[name][some][field]=v` (to-many, typically EXISTS);
 * `one`: `where[name][field]=v` (to-one, EXISTS or a condition on a table the repo joins).
 * All conditions on one relation are AND-ed and handed to `match` together, so one related row
 * has to satisfy all of them.
 */
export interface RelationSpec {
  kind: 'some' | 'one';
  fields: FieldMap;
  match: (condition: SQL) => SQL;
}

/** A named filter whose SQL the resource writes itself: `where[name]=v`, e.g. `where[expired]=true`. */
export type CustomFilterSpec = {
  [T in ValueType]: {
    type: T;
    values?: readonly string[];
    bounds?: readonly [bigint, bigint];
    build: (value: ValueOf<T>) => SQL | undefined;
  };
}[ValueType];

export type SortKey = readonly [name: string, direction: SortDirection];

export interface ListResourceConfig {
  fields?: FieldMap;
  relations?: Record<string, RelationSpec>;
  filters?: Record<string, CustomFilterSpec>;
  /** `orderBy[i][name]=asc|desc` targets. */
  sortable: Record<string, SQLWrapper>;
  /** `orderBy[group][name]=asc|desc` targets, e.g. the investor's `orderBy[subscription][amount]`. */
  nestedSort?: Record<string, Record<string, SQLWrapper>>;
  /** `include[name]=true|false`. */
  includes?: readonly string[];
  /** Extra top-level query parameters the route reads, e.g. `quickSelect`. */
  params?: Record<string, ValueSpec>;
  /** Used when the request sorts by nothing. Default: createdAt desc, updatedAt desc (spec §7). */
  defaultOrder?: readonly SortKey[];
  /** Appended unless the request already sorts by it. Default: createdAt desc (spec §7); null for none. */
  secondary?: SortKey | null;
  /** Appended last, ascending, so rows with equal sort keys never swap between pages (the primary key). */
  uniqueKey?: SQLWrapper;
  /** Default 20 (spec §7); the user list uses 10. */
  defaultSize?: number;
  /** Default 100. */
  maxSize?: number;
}

export type IncludeOf<C extends ListResourceConfig> = C['includes'] extends readonly (infer I extends
  string)[]
  ? I
  : never;

export type ParamsOf<C extends ListResourceConfig> =
  C['params'] extends Record<string, ValueSpec>
    ? { [K in keyof C['params']]?: ValueOf<C['params'][K]['type']> }
    : Record<string, never>;

/** A checked resource definition; build it once per resource with `defineListResource`. */
export interface ListResource<C extends ListResourceConfig = ListResourceConfig> {
  readonly config: C;
  readonly defaultSize: number;
  readonly maxSize: number;
  readonly defaultOrder: readonly SortKey[];
  readonly secondary: SortKey | null;
  /** Enum values per field path (`status`, `assets.status`), resolved from the config or the column. */
  readonly enumValues: ReadonlyMap<string, readonly string[]>;
  /** Integer bounds per field path, from the column's SQL type, so the database never sees an out-of-range value. */
  readonly integerBounds: ReadonlyMap<string, readonly [bigint, bigint]>;
}

export interface SortTerm {
  /** `amount`, or `subscription.amount` for a nested sort. */
  key: string;
  direction: SortDirection;
}

/** What a repo needs to run one list call. */
export interface ListQuery<C extends ListResourceConfig = ListResourceConfig> {
  /**
   * AND of every filter, all values bound as parameters (or placeholders, with a PlaceholderValues
   * binder); undefined when nothing is filtered.
   */
  where: SQL | undefined;
  orderBy: SQL[];
  /** The effective sort, defaults and secondary keys included (the unique key is not listed). */
  sort: SortTerm[];
  page: number;
  size: number;
  limit: number;
  offset: number;
  include: ReadonlySet<IncludeOf<C>>;
  params: ParamsOf<C>;
}
