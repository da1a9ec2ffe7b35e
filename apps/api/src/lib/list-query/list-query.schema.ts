import { z } from 'zod';
import { allowedOps } from './define-resource';
import type { FieldMap, ListResource, ValueSpec } from './list-query.types';
import { MAX_SORT_KEYS } from './order';

/** Fastify's default querystring parser gives a flat record; repeated keys become arrays. */
export type FlatQuery = Record<string, string | string[]>;

const FLAT_VALUE_JSON = { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] };

/**
 * Passes the parsed querystring through untouched: a zod object or record rebuilds it and silently
 * drops a `__proto__` key, which `parseListQuery` should see and refuse by name. The JSON Schema
 * is given by hand for OpenAPI; the checking is `parseListQuery`'s.
 */
function passThrough(jsonSchema: Record<string, unknown>) {
  return z
    .custom<FlatQuery>((value) => typeof value === 'object' && value !== null && !Array.isArray(value))
    .meta({ type: 'object', additionalProperties: FLAT_VALUE_JSON, ...jsonSchema });
}

/** Any flat querystring record; `parseListQuery` does the real checking against the resource. */
export const flatQuerySchema = passThrough({});

const valueText = (spec: ValueSpec, values: readonly string[] | undefined) =>
  spec.type === 'enum' ? (values ?? spec.values ?? []).join('|') : spec.type;

function fieldLines(resource: ListResource, prefix: string, keyPrefix: string, fields: FieldMap): string[] {
  return Object.entries(fields).map(([name, spec]) => {
    const ops = [...allowedOps(spec)].join('|');
    return `- ${keyPrefix}[${name}][${ops}]=${valueText(spec, resource.enumValues.get(prefix + name))}`;
  });
}

/** A readable summary of what a list accepts, for the route's OpenAPI `description`. */
export function describeListQuery(resource: ListResource): string {
  const {
    fields = {},
    relations = {},
    filters = {},
    sortable,
    nestedSort = {},
    includes = [],
    params = {},
  } = resource.config;
  const lines = [
    `List query (spec §7). page from 1; size 1 to ${resource.maxSize}, default ${resource.defaultSize}.`,
    'Filters (a bare where[field]=v means eq; `in` takes a comma list or repeated keys; isNull takes true|false):',
    ...fieldLines(resource, '', 'where', fields),
    ...Object.entries(relations).flatMap(([name, relation]) =>
      fieldLines(
        resource,
        `${name}.`,
        relation.kind === 'some' ? `where[${name}][some]` : `where[${name}]`,
        relation.fields,
      ),
    ),
    ...Object.entries(filters).map(([name, spec]) => `- where[${name}]=${valueText(spec, undefined)}`),
    `Sort: orderBy[0..${MAX_SORT_KEYS - 1}][${Object.keys(sortable).join('|')}]=asc|desc`,
    ...Object.entries(nestedSort).map(
      ([group, keys]) => `- orderBy[${group}][${Object.keys(keys).join('|')}]=asc|desc`,
    ),
    `Default sort: ${resource.defaultOrder.map(([key, direction]) => `${key} ${direction}`).join(', ')}.`,
  ];
  if (includes.length > 0) lines.push(`Include: include[${includes.join('|')}]=true|false`);
  for (const [name, spec] of Object.entries(params))
    lines.push(`Parameter: ${name}=${valueText(spec, undefined)}`);
  return lines.join('\n');
}

/**
 * The route's `querystring` schema: documents page and size as parameters and passes every key
 * through. @fastify/swagger ignores a querystring's description: put `describeListQuery` in the
 * route's `description`.
 */
export function listQuerySchema(resource: ListResource) {
  const { maxSize, defaultSize } = resource;
  return passThrough({
    properties: {
      page: { ...FLAT_VALUE_JSON, description: 'Page number, from 1 (default 1)' },
      size: { ...FLAT_VALUE_JSON, description: `Rows per page, 1 to ${maxSize} (default ${defaultSize})` },
    },
  });
}
