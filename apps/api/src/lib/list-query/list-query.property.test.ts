import type { SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { parseListQuery } from './list-query';
import { flatQuery, validQuery } from './list-query.arbitraries';
import { render, subscriptionList } from './list-query.fixtures';

const sqlTokens = (text: string) => text.split(/[\s(),]+/).filter((token) => token && !/^\$\d+$/.test(token));

/** All SQL text the whitelist can produce: queries built from hostile input may use nothing else. */
const universe = (() => {
  const entries = Object.entries(validQuery());
  const parts: SQL[] = [];
  // One key at a time (the sort keys would clash), plus both directions and both isNull answers.
  for (const [key, value] of entries) {
    const variants = key.startsWith('orderBy')
      ? ['asc', 'desc']
      : key.endsWith('[isNull]') || key === 'where[running]'
        ? ['true', 'false']
        : [value];
    for (const variant of variants) {
      const query = parseListQuery(subscriptionList, { [key]: variant });
      parts.push(...query.orderBy, ...(query.where ? [query.where] : []));
    }
  }
  const text = parts.map((part) => render(part).sql).join(' ');
  return { text, tokens: new Set([...sqlTokens(text), 'and']) };
})();

describe('parseListQuery on hostile input', () => {
  it('covers the whole whitelist in its SQL universe', () => {
    expect(universe.text).toContain('"lq_assets"."status" in');
    expect(universe.text).toContain('"lq_customers"."country" =');
  });

  it('returns a query or a 400 INVALID_QUERY, and never puts input text into SQL', () => {
    fc.assert(
      fc.property(flatQuery, (query) => {
        let result: ReturnType<typeof parseListQuery>;
        try {
          result = parseListQuery(subscriptionList, query);
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
          expect({ status: (error as AppError).statusCode, code: (error as AppError).code }).toEqual({
            status: 400,
            code: 'INVALID_QUERY',
          });
          return;
        }
        const sqlText = [...result.orderBy, ...(result.where ? [result.where] : [])]
          .map((part) => render(part).sql)
          .join(' ');
        for (const token of sqlTokens(sqlText)) expect(universe.tokens).toContain(token);
        const raws = Object.values(query).flatMap((raw) => (Array.isArray(raw) ? raw : [raw]));
        for (const raw of raws.flatMap((item) => [item, ...item.split(',')])) {
          if (raw.length > 1 && !universe.text.includes(raw)) expect(sqlText).not.toContain(raw);
        }
        expect(result.limit).toBeGreaterThanOrEqual(1);
        expect(result.offset).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 3000 },
    );
  });
});
