import { asc, desc, type SQL, type SQLWrapper } from 'drizzle-orm';
import { invalidQuery, shown } from './invalid-query';
import type { ListResource, SortDirection, SortKey, SortTerm } from './list-query.types';
import type { QueryEntry } from './parse-keys';

/** `orderBy[0]` … `orderBy[4]`: more sort keys than that only slow the query down. */
export const MAX_SORT_KEYS = 5;

const INDEX = /^\d+$/;

function readDirection(entry: QueryEntry): SortDirection {
  if (entry.values.length > 1) throw invalidQuery(`${shown(entry.key)} is given more than once`);
  const direction = entry.values[0]!.toLowerCase();
  if (direction === 'asc' || direction === 'desc') return direction;
  throw invalidQuery(
    `Invalid sort direction "${shown(entry.values[0]!)}" in ${shown(entry.key)}: expected asc or desc`,
  );
}

/** The sort a request asks for: indexed keys in index order, then nested ones in query order. */
function requestedSort(resource: ListResource, entries: QueryEntry[]): SortTerm[] {
  const { sortable, nestedSort = {} } = resource.config;
  const indexed = new Map<number, SortTerm>();
  const nested: SortTerm[] = [];
  for (const entry of entries) {
    const key = shown(entry.key);
    if (entry.path.length !== 2)
      throw invalidQuery(`Sorting takes the form orderBy[0][field]=asc|desc, not ${key}`);
    const [slot, field] = entry.path as [string, string];
    const direction = readDirection(entry);
    if (INDEX.test(slot)) {
      const index = Number(slot);
      if (slot !== String(index) || index >= MAX_SORT_KEYS) {
        throw invalidQuery(`Sort index "${shown(slot)}" in ${key} must be 0 to ${MAX_SORT_KEYS - 1}`);
      }
      if (!Object.hasOwn(sortable, field))
        throw invalidQuery(`Unknown sort field "${shown(field)}" in ${key}`);
      if (indexed.has(index)) throw invalidQuery(`orderBy[${index}] names more than one field`);
      indexed.set(index, { key: field, direction });
    } else if (Object.hasOwn(nestedSort, slot)) {
      if (!Object.hasOwn(nestedSort[slot]!, field)) {
        throw invalidQuery(`Unknown sort field "${shown(field)}" of "${slot}" in ${key}`);
      }
      nested.push({ key: `${slot}.${field}`, direction });
    } else {
      throw invalidQuery(`Unknown sort group "${shown(slot)}" in ${key}`);
    }
  }
  const terms = [...[...indexed].sort(([a], [b]) => a - b).map(([, term]) => term), ...nested];
  if (terms.length > MAX_SORT_KEYS) throw invalidQuery(`Too many sort keys (max ${MAX_SORT_KEYS})`);
  const seen = new Set<string>();
  for (const term of terms) {
    if (seen.has(term.key)) throw invalidQuery(`Sort field "${term.key}" is given more than once`);
    seen.add(term.key);
  }
  return terms;
}

function targetOf(resource: ListResource, key: string): SQLWrapper {
  const { sortable, nestedSort = {} } = resource.config;
  const dot = key.indexOf('.');
  return dot === -1 ? sortable[key]! : nestedSort[key.slice(0, dot)]![key.slice(dot + 1)]!;
}

const toTerm = ([key, direction]: SortKey): SortTerm => ({ key, direction });

/**
 * Spec §7: with no sort, the resource's default (createdAt desc, updatedAt desc); otherwise the
 * requested keys plus createdAt desc unless already named. The unique key comes last so that
 * rows tied on every sort key keep one order from page to page.
 */
export function buildOrder(
  resource: ListResource,
  entries: QueryEntry[],
): { sort: SortTerm[]; orderBy: SQL[] } {
  const requested = requestedSort(resource, entries);
  const sort = requested.length > 0 ? requested : resource.defaultOrder.map(toTerm);
  const secondary = resource.secondary;
  if (secondary && !sort.some((term) => term.key === secondary[0])) sort.push(toTerm(secondary));
  const orderBy = sort.map((term) => (term.direction === 'asc' ? asc : desc)(targetOf(resource, term.key)));
  if (resource.config.uniqueKey) orderBy.push(asc(resource.config.uniqueKey));
  return { sort, orderBy };
}
