import { buildWhere } from './filters';
import { invalidQuery, shown } from './invalid-query';
import type { IncludeOf, ListQuery, ListResource, ListResourceConfig, ParamsOf } from './list-query.types';
import { buildOrder } from './order';
import { type QueryEntry, readQueryEntries } from './parse-keys';
import { type ParsedValue, parseValue } from './values';
import { boundValues, type ValuesBinder } from './values-binder';

/** Deeper pages than this are a scraper's, not a person's; they would only make the database skip rows. */
export const MAX_PAGE = 1_000_000;

function onlyValue(entry: QueryEntry): string {
  if (entry.values.length > 1) throw invalidQuery(`${shown(entry.key)} is given more than once`);
  return entry.values[0]!;
}

function singleValue(entry: QueryEntry): string {
  if (entry.path.length > 0) throw invalidQuery(`Unexpected brackets in ${shown(entry.key)}`);
  return onlyValue(entry);
}

function wholeNumber(entry: QueryEntry, max: number): number {
  const raw = singleValue(entry);
  const value = /^\d{1,16}$/.test(raw) ? Number(raw) : Number.NaN;
  if (value >= 1 && value <= max) return value;
  throw invalidQuery(`Invalid ${entry.root} "${shown(raw)}": expected a whole number from 1 to ${max}`);
}

function readInclude(includes: readonly string[], entry: QueryEntry): string | undefined {
  const [name] = entry.path;
  if (entry.path.length !== 1 || name === undefined) {
    throw invalidQuery(`Includes take the form include[name]=true, not ${shown(entry.key)}`);
  }
  if (!includes.includes(name)) throw invalidQuery(`Unknown include "${shown(name)}" in ${shown(entry.key)}`);
  return parseValue({ type: 'boolean' }, onlyValue(entry), shown(entry.key)) ? name : undefined;
}

/**
 * Turns Fastify's flat querystring record into what a repo runs: filters, sort and paging from
 * the resource's whitelist only. Anything else (unknown keys, fields, operators or values) is a
 * 400 `INVALID_QUERY` naming the key; values only ever reach SQL as bound parameters (or, with a
 * PlaceholderValues binder, as placeholders whose values the binder keeps).
 */
export function parseListQuery<C extends ListResourceConfig>(
  resource: ListResource<C>,
  query: unknown,
  binder: ValuesBinder = boundValues,
): ListQuery<C> {
  const { config } = resource;
  const params = config.params ?? {};
  const whereEntries: QueryEntry[] = [];
  const orderEntries: QueryEntry[] = [];
  const include = new Set<IncludeOf<C>>();
  const extra: Record<string, ParsedValue> = {};
  let page = 1;
  let size = resource.defaultSize;
  for (const entry of readQueryEntries(query)) {
    switch (entry.root) {
      case 'page':
        page = wholeNumber(entry, MAX_PAGE);
        break;
      case 'size':
        size = wholeNumber(entry, resource.maxSize);
        break;
      case 'where':
        whereEntries.push(entry);
        break;
      case 'orderBy':
        orderEntries.push(entry);
        break;
      case 'include': {
        const name = readInclude(config.includes ?? [], entry);
        if (name) include.add(name as IncludeOf<C>);
        break;
      }
      default: {
        if (!Object.hasOwn(params, entry.root)) {
          throw invalidQuery(`Unknown query parameter "${shown(entry.root)}" in ${shown(entry.key)}`);
        }
        extra[entry.root] = parseValue(params[entry.root]!, singleValue(entry), shown(entry.key));
      }
    }
  }
  const { sort, orderBy } = buildOrder(resource, orderEntries);
  return {
    where: buildWhere(resource, whereEntries, binder),
    orderBy,
    sort,
    page,
    size,
    limit: size,
    offset: (page - 1) * size,
    include,
    params: extra as ParamsOf<C>,
  };
}
