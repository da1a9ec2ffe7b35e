import { type SQL, sql } from 'drizzle-orm';
import { allowedOps, TYPE_OPS } from './define-resource';
import { invalidQuery, shown } from './invalid-query';
import type { CustomFilterSpec, FieldSpec, FilterOp, ListResource } from './list-query.types';
import type { QueryEntry } from './parse-keys';
import { QUERY_LIMITS } from './parse-keys';
import { type ParsedValue, parseValue } from './values';
import type { ValuesBinder } from './values-binder';

const ALL_OPS = new Set<string>([...Object.values(TYPE_OPS).flat(), 'isNull']);
const COMPARISONS = { eq: sql`=`, gt: sql`>`, gte: sql`>=`, lt: sql`<`, lte: sql`<=` } as const;

/**
 * ANDs conditions, each in its own parentheses: drizzle's `and()` does not parenthesise its
 * parts, and a custom filter's `a or b` must not bind to its neighbours.
 */
export function allOf(conditions: SQL[]): SQL | undefined {
  if (conditions.length === 0) return undefined;
  return sql`(${sql.join(
    conditions.map((condition) => sql`(${condition})`),
    sql` and `,
  )})`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function single(entry: QueryEntry): string {
  if (entry.values.length > 1) throw invalidQuery(`${shown(entry.key)} is given more than once`);
  return entry.values[0]!;
}

/** One field's condition; `path` is its whitelist name (`amount`, `assets.status`). */
function fieldCondition(
  resource: ListResource,
  path: string,
  spec: FieldSpec,
  opName: string | undefined,
  entry: QueryEntry,
  binder: ValuesBinder,
): SQL {
  const ops = allowedOps(spec);
  const key = shown(entry.key);
  // Repeated bare keys (`where[status]=A&where[status]=B`) mean "any of", like `[in]`.
  const op = opName ?? (entry.values.length > 1 && ops.has('in') ? 'in' : 'eq');
  if (!ALL_OPS.has(op)) throw invalidQuery(`Unknown operator "${shown(op)}" in ${key}`);
  if (!ops.has(op as FilterOp)) throw invalidQuery(`Operator "${op}" is not allowed for "${path}" in ${key}`);
  const rule = {
    type: spec.type,
    values: resource.enumValues.get(path),
    bounds: resource.integerBounds.get(path),
  };
  const read = (raw: string) => binder.bind(parseValue(rule, raw, key));
  const column = spec.column;
  switch (op as FilterOp) {
    case 'isNull':
      return parseValue({ type: 'boolean' }, single(entry), key)
        ? sql`${column} is null`
        : sql`${column} is not null`;
    case 'in': {
      const items = entry.values.flatMap((value) => value.split(','));
      if (items.length > QUERY_LIMITS.maxValuesPerKey) {
        throw invalidQuery(`Too many values in ${key} (max ${QUERY_LIMITS.maxValuesPerKey})`);
      }
      if (items.some((item) => item === '')) throw invalidQuery(`Empty value in the list of ${key}`);
      return sql`${column} in (${sql.join(items.map(read), sql`, `)})`;
    }
    case 'contains':
      return sql`${column} ilike ${binder.bind(`%${escapeLike(single(entry))}%`)}`;
    case 'not':
      // "Not X" keeps rows where the field is empty, which plain `<>` would drop.
      return sql`${column} is distinct from ${read(single(entry))}`;
    default:
      return sql`${column} ${COMPARISONS[op as keyof typeof COMPARISONS]} ${read(single(entry))}`;
  }
}

function customCondition(filter: CustomFilterSpec, entry: QueryEntry): SQL | undefined {
  const value = parseValue(filter, single(entry), shown(entry.key));
  // parseValue returns the JavaScript type that ValueOf<filter.type> names.
  return (filter.build as (value: ParsedValue) => SQL | undefined)(value);
}

function tooDeep(entry: QueryEntry): never {
  throw invalidQuery(`Query key "${shown(entry.key)}" is nested too deeply`);
}

/** Builds the AND of every `where[...]` entry, from the resource's whitelist only. */
export function buildWhere(
  resource: ListResource,
  entries: QueryEntry[],
  binder: ValuesBinder,
): SQL | undefined {
  const { fields = {}, relations = {}, filters = {} } = resource.config;
  const conditions: SQL[] = [];
  const relationConditions = new Map<string, SQL[]>();
  for (const entry of entries) {
    const [name, ...rest] = entry.path;
    if (name === undefined) throw invalidQuery(`${shown(entry.key)} needs a field: where[field]=value`);
    if (Object.hasOwn(fields, name)) {
      if (rest.length > 1) tooDeep(entry);
      conditions.push(fieldCondition(resource, name, fields[name]!, rest[0], entry, binder));
    } else if (Object.hasOwn(relations, name)) {
      const relation = relations[name]!;
      if (relation.kind === 'some' && rest.shift() !== 'some') {
        throw invalidQuery(
          `Relation filters take the form where[${name}][some][field] in ${shown(entry.key)}`,
        );
      }
      const [field, op, ...extra] = rest;
      if (field === undefined) throw invalidQuery(`${shown(entry.key)} needs a field of "${name}"`);
      if (extra.length > 0) tooDeep(entry);
      if (!Object.hasOwn(relation.fields, field)) {
        throw invalidQuery(`Unknown filter field "${shown(field)}" of "${name}" in ${shown(entry.key)}`);
      }
      const condition = fieldCondition(
        resource,
        `${name}.${field}`,
        relation.fields[field]!,
        op,
        entry,
        binder,
      );
      relationConditions.set(name, [...(relationConditions.get(name) ?? []), condition]);
    } else if (Object.hasOwn(filters, name)) {
      if (rest.length > 0) tooDeep(entry);
      const condition = customCondition(filters[name]!, entry);
      if (condition) conditions.push(condition);
    } else {
      throw invalidQuery(`Unknown filter field "${shown(name)}" in ${shown(entry.key)}`);
    }
  }
  for (const [name, inner] of relationConditions) conditions.push(relations[name]!.match(allOf(inner)!));
  return allOf(conditions);
}
