import { Column, is, type SQLWrapper } from 'drizzle-orm';
import type {
  FieldMap,
  FieldSpec,
  FilterOp,
  ListResource,
  ListResourceConfig,
  SortKey,
  ValueType,
} from './list-query.types';
import { INT64_BOUNDS } from './values';

/** The operators each value type supports; `isNull` comes on top for nullable fields. */
export const TYPE_OPS: Record<ValueType, readonly FilterOp[]> = {
  string: ['eq', 'not', 'in', 'contains'],
  integer: ['eq', 'not', 'gt', 'gte', 'lt', 'lte', 'in'],
  number: ['eq', 'not', 'gt', 'gte', 'lt', 'lte', 'in'],
  date: ['eq', 'not', 'gt', 'gte', 'lt', 'lte', 'in'],
  boolean: ['eq', 'not'],
  enum: ['eq', 'not', 'in'],
  uuid: ['eq', 'not', 'in'],
};

/** The top-level keys every list understands; a resource's extra params may not reuse them. */
export const RESERVED_KEYS = new Set(['page', 'size', 'where', 'orderBy', 'include']);

// Column SQL types each value type can be compared with without a database error on valid input.
const COLUMN_TYPES: Record<Exclude<ValueType, 'enum'>, RegExp> = {
  string: /^(text|varchar|character varying|char|character)\b/,
  integer: /^(smallint|integer|bigint|smallserial|serial|bigserial|numeric|decimal)\b/,
  number: /^(numeric|decimal|double precision)\b/,
  boolean: /^boolean$/,
  date: /^(date|timestamp)\b/,
  uuid: /^uuid$/,
};
const INT16 = [-(2n ** 15n), 2n ** 15n - 1n] as const;
const INT32 = [-(2n ** 31n), 2n ** 31n - 1n] as const;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

const fail = (message: string): never => {
  throw new Error(`defineListResource: ${message}`);
};

/** The operators a field accepts. */
export function allowedOps(spec: FieldSpec): ReadonlySet<FilterOp> {
  const ops = new Set(spec.ops ?? TYPE_OPS[spec.type]);
  if (spec.nullable) ops.add('isNull');
  return ops;
}

function checkName(name: string, what: string) {
  if (!NAME.test(name)) fail(`${what} "${name}" must be a plain identifier`);
}

function enumValuesOf(column: SQLWrapper): readonly string[] | undefined {
  return is(column, Column) ? (column as Column & { enumValues?: readonly string[] }).enumValues : undefined;
}

function checkField(path: string, spec: FieldSpec, resource: ResourceMaps) {
  for (const op of spec.ops ?? []) {
    const supported = op === 'isNull' ? spec.nullable : TYPE_OPS[spec.type].includes(op);
    if (!supported) fail(`operator "${op}" is not supported by ${spec.type} field "${path}"`);
  }
  const column = is(spec.column, Column) ? spec.column : undefined;
  if (spec.type === 'enum') {
    const values = spec.values ?? enumValuesOf(spec.column);
    if (!values || values.length === 0) fail(`enum field "${path}" needs values`);
    resource.enumValues.set(path, values!);
  } else if (column && !COLUMN_TYPES[spec.type].test(column.getSQLType())) {
    // An SQL expression (sql`…`) skips this check: its author vouches for the type.
    fail(`${spec.type} field "${path}" cannot filter a ${column.getSQLType()} column`);
  }
  if (spec.type === 'integer') {
    const sqlType = column?.getSQLType() ?? '';
    const bounds = /^small/.test(sqlType)
      ? INT16
      : /^(integer|serial)\b/.test(sqlType)
        ? INT32
        : INT64_BOUNDS;
    resource.integerBounds.set(path, bounds);
  }
}

function checkFields(prefix: string, fields: FieldMap, resource: ResourceMaps) {
  for (const [name, spec] of Object.entries(fields)) {
    checkName(name, 'Field');
    checkField(prefix + name, spec, resource);
  }
}

function checkSortKey(key: SortKey, sortable: Record<string, SQLWrapper>, what: string) {
  if (!Object.hasOwn(sortable, key[0])) fail(`${what} "${key[0]}" is not sortable`);
}

interface ResourceMaps {
  enumValues: Map<string, readonly string[]>;
  integerBounds: Map<string, readonly [bigint, bigint]>;
}

/**
 * Checks a resource's whitelist once, at startup, so a misdeclared field fails loudly there rather
 * than as a database error on some request. Throws a plain Error: this is a programming mistake.
 */
export function defineListResource<const C extends ListResourceConfig>(config: C): ListResource<C> {
  const maps: ResourceMaps = { enumValues: new Map(), integerBounds: new Map() };
  const filterNames = [
    ...Object.keys(config.fields ?? {}),
    ...Object.keys(config.relations ?? {}),
    ...Object.keys(config.filters ?? {}),
  ];
  const duplicate = filterNames.find((name, index) => filterNames.indexOf(name) !== index);
  if (duplicate) fail(`"${duplicate}" is declared more than once among fields, relations and filters`);
  checkFields('', config.fields ?? {}, maps);
  for (const [name, relation] of Object.entries(config.relations ?? {})) {
    checkName(name, 'Relation');
    checkFields(`${name}.`, relation.fields, maps);
  }
  for (const [name, filter] of Object.entries(config.filters ?? {})) {
    checkName(name, 'Filter');
    if (filter.type === 'enum' && !filter.values?.length) fail(`enum filter "${name}" needs values`);
  }
  for (const [name, param] of Object.entries(config.params ?? {})) {
    checkName(name, 'Param');
    if (RESERVED_KEYS.has(name)) fail(`param "${name}" is a reserved query key`);
    if (param.type === 'enum' && !param.values?.length) fail(`enum param "${name}" needs values`);
  }
  for (const name of Object.keys(config.sortable)) checkName(name, 'Sort key');
  for (const [group, keys] of Object.entries(config.nestedSort ?? {})) {
    checkName(group, 'Nested sort group');
    for (const name of Object.keys(keys)) checkName(name, 'Sort key');
  }
  for (const name of config.includes ?? []) checkName(name, 'Include');
  const defaultOrder = config.defaultOrder ?? [
    ['createdAt', 'desc'],
    ['updatedAt', 'desc'],
  ];
  if (defaultOrder.length === 0) fail('defaultOrder needs at least one key');
  for (const key of defaultOrder) checkSortKey(key, config.sortable, 'default order key');
  const secondary = config.secondary === undefined ? (['createdAt', 'desc'] as const) : config.secondary;
  if (secondary) checkSortKey(secondary, config.sortable, 'secondary sort key');
  const maxSize = config.maxSize ?? 100;
  const defaultSize = config.defaultSize ?? 20;
  if (!Number.isInteger(maxSize) || maxSize < 1) fail('maxSize must be a positive integer');
  if (!Number.isInteger(defaultSize) || defaultSize < 1 || defaultSize > maxSize) {
    fail('defaultSize must be an integer from 1 to maxSize');
  }
  return { config, defaultSize, maxSize, defaultOrder, secondary, ...maps };
}
