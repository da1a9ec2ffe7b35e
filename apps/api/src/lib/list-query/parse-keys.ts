import { isCleanText, TEXT_RULE_MESSAGES } from '@tranche/contracts';
import { invalidQuery, shown } from './invalid-query';

/** Bounds on what one list query may carry; anything beyond is a 400, not work for the database. */
export const QUERY_LIMITS = {
  maxKeys: 100,
  maxKeyLength: 200,
  /** Bracket segments after the root: `where[assets][some][id_asset][in]` has four. */
  maxDepth: 4,
  maxValuesPerKey: 100,
  maxValueLength: 1000,
} as const;

/** One flat querystring key split into its root and bracket segments, with its values. */
export interface QueryEntry {
  key: string;
  root: string;
  path: string[];
  values: string[];
}

// A root of anything but brackets, then zero or more non-empty `[segment]`s, nothing else.
const KEY_PATTERN = /^[^[\]]+(?:\[[^[\]]+\])*$/;
const SEGMENT_PATTERN = /\[([^[\]]+)\]/g;
// Names that reach into object internals; refused outright whatever the resource declares.
const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

function splitKey(key: string): { root: string; path: string[] } {
  if (key.length > QUERY_LIMITS.maxKeyLength) {
    throw invalidQuery(`Query key "${shown(key)}" is too long (max ${QUERY_LIMITS.maxKeyLength} characters)`);
  }
  if (!KEY_PATTERN.test(key)) throw invalidQuery(`Malformed query key "${shown(key)}"`);
  const bracket = key.indexOf('[');
  const root = bracket === -1 ? key : key.slice(0, bracket);
  const path =
    bracket === -1 ? [] : Array.from(key.slice(bracket).matchAll(SEGMENT_PATTERN), (match) => match[1]!);
  if (path.length > QUERY_LIMITS.maxDepth)
    throw invalidQuery(`Query key "${shown(key)}" is nested too deeply`);
  for (const name of [root, ...path]) {
    if (FORBIDDEN_NAMES.has(name))
      throw invalidQuery(`Forbidden name "${name}" in query key "${shown(key)}"`);
  }
  return { root, path };
}

function readValues(key: string, raw: unknown): string[] {
  const values = Array.isArray(raw) ? raw : [raw];
  if (values.length === 0) throw invalidQuery(`Query key "${shown(key)}" has no value`);
  if (values.length > QUERY_LIMITS.maxValuesPerKey) {
    throw invalidQuery(
      `Query key "${shown(key)}" is repeated too often (max ${QUERY_LIMITS.maxValuesPerKey})`,
    );
  }
  for (const value of values) {
    if (typeof value !== 'string') throw invalidQuery(`Value of "${shown(key)}" must be text`);
    if (value.length > QUERY_LIMITS.maxValueLength) {
      throw invalidQuery(
        `Value of "${shown(key)}" is too long (max ${QUERY_LIMITS.maxValueLength} characters)`,
      );
    }
    // The shared text rule: PostgreSQL text cannot hold NUL (a 500 in the database), and control
    // or bidirectional characters in a filter are never what a caller meant.
    if (!isCleanText(value)) {
      throw invalidQuery(`Value of "${shown(key)}" ${TEXT_RULE_MESSAGES['single-line']}`);
    }
  }
  return values as string[];
}

/** Checks the shape of a flat querystring record (Fastify's default parser) and splits its keys. */
export function readQueryEntries(query: unknown): QueryEntry[] {
  if (query === undefined || query === null) return [];
  if (typeof query !== 'object' || Array.isArray(query))
    throw invalidQuery('The query string must be a set of keys');
  const keys = Object.keys(query);
  if (keys.length > QUERY_LIMITS.maxKeys) {
    throw invalidQuery(`Too many query keys: ${keys.length} (max ${QUERY_LIMITS.maxKeys})`);
  }
  return keys.map((key) => ({
    key,
    ...splitKey(key),
    values: readValues(key, (query as Record<string, unknown>)[key]),
  }));
}
