/** Test-only generators of flat querystring records, from well-formed to hostile. */
import fc from 'fast-check';
import { allowedOps } from './define-resource';
import { subscriptionList } from './list-query.fixtures';
import type { FieldMap, FieldSpec, ListResourceConfig } from './list-query.types';

const SAMPLE: Record<FieldSpec['type'], string> = {
  string: 'x',
  integer: '1',
  number: '1',
  boolean: 'true',
  date: '2024-01-01',
  enum: '',
  uuid: 'aaaaaaaa-0000-4000-8000-000000000001',
};

/** Every valid key the fixture resource knows, with a value it accepts. */
export function validQuery(): Record<string, string> {
  const query: Record<string, string> = {};
  const config: ListResourceConfig = subscriptionList.config;
  const { fields = {}, relations = {}, sortable, nestedSort = {} } = config;
  const addFields = (prefix: string, keyPrefix: string, map: FieldMap) => {
    for (const [name, spec] of Object.entries(map)) {
      for (const op of allowedOps(spec)) {
        const sample =
          spec.type === 'enum' ? subscriptionList.enumValues.get(prefix + name)![0]! : SAMPLE[spec.type];
        query[`${keyPrefix}[${name}][${op}]`] = op === 'isNull' ? 'true' : sample;
      }
    }
  };
  addFields('', 'where', fields);
  for (const [name, relation] of Object.entries(relations)) {
    addFields(
      `${name}.`,
      relation.kind === 'some' ? `where[${name}][some]` : `where[${name}]`,
      relation.fields,
    );
  }
  Object.assign(query, { 'where[running]': 'true', 'where[minSeats]': '1' });
  Object.keys(sortable).forEach((name, index) => {
    query[`orderBy[${index % 5}][${name}]`] = 'asc';
  });
  for (const [group, keys] of Object.entries(nestedSort)) {
    for (const name of Object.keys(keys)) query[`orderBy[${group}][${name}]`] = 'desc';
  }
  return query;
}

/** Values at the edges of what the parser or the database accept. */
export const EDGE_VALUES = [
  ...[
    '__proto__',
    'constructor',
    'toString',
    '',
    ' ',
    "'",
    '"',
    ';',
    "' or 1=1 --",
    '$1',
    'ü',
    '😀',
    '\ud800',
  ],
  ...['); drop table lq_subscriptions; --', '%', '_', '\\', '[', ']', '[]', '][', ',', 'SOLD,,PLEDGED'],
  ...['\u0000', 'a\u0000b', 'x'.repeat(1000), 'x'.repeat(1001)],
  ...['-9223372036854775808', '9223372036854775807', '9223372036854775808', '2147483647', '2147483648', '-0'],
  ...['1e308', '1e400', '-.5', '0001-01-01', '0001-01-01T00:00+15:59', '9999-12-31T23:59:59.999999-15:00'],
  ...['2024-02-30', '2024-02-29T23:59:59Z', 'now', 'TRUE', 'AAAAAAAA-0000-4000-8000-000000000001'],
];

const hostile = fc.oneof(
  fc.constantFrom(...EDGE_VALUES),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const word = fc.constantFrom(
  ...['where', 'orderBy', 'include', 'page', 'size', 'quickSelect', 'some', '0', '1', '4', '5'],
  ...['amount', 'name', 'tradingStatus', 'endDate', 'billingPeriod', 'assets', 'customer', 'id', 'status'],
  ...[
    'country',
    'running',
    'minSeats',
    'createdAt',
    'seats',
    'eq',
    'not',
    'gt',
    'lte',
    'in',
    'contains',
    'isNull',
  ],
);
const segment = fc.oneof({ weight: 4, arbitrary: word }, { weight: 1, arbitrary: hostile });
const key = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(segment, fc.array(segment, { maxLength: 5 }))
      .map(([root, path]) => root + path.map((part) => `[${part}]`).join('')),
  },
  { weight: 1, arbitrary: hostile },
);
const text = fc.oneof(
  fc.constantFrom(
    'SOLD',
    'SOLD,PLEDGED',
    '1000',
    '-1',
    'true',
    'false',
    'now',
    '2024-01-01',
    'asc',
    'DESC',
    'DE',
    'TOP',
    '2',
  ),
  fc.constant('aaaaaaaa-0000-4000-8000-000000000001'),
  hostile,
);
const value = fc.oneof(text, fc.array(text, { minLength: 1, maxLength: 3 }));
// Mostly well-formed keys, whose values are either the accepted sample or hostile text.
const nearlyValidEntries = fc
  .subarray(Object.entries(validQuery()), { maxLength: 6 })
  .chain((entries) =>
    fc.tuple(
      ...entries.map(([name, sample]) =>
        fc.tuple(
          fc.constant(name),
          fc.oneof({ weight: 3, arbitrary: fc.constant(sample) }, { weight: 1, arbitrary: value }),
        ),
      ),
    ),
  );
const entries = fc.oneof(fc.array(fc.tuple(key, value), { maxLength: 8 }), nearlyValidEntries);
// Built like Fastify's parser builds it: a prototype-less record, so `__proto__` is an ordinary key.
export const flatQuery = entries.map((pairs) => {
  const query: Record<string, string | string[]> = Object.create(null);
  for (const [name, raw] of pairs) query[name] = raw;
  return query;
});

/** Only well-formed keys, some with hostile values: most of these reach SQL. */
export const nearlyValidQuery = nearlyValidEntries.map((pairs) => Object.fromEntries(pairs));
