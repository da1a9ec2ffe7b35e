import { describe, expect, it } from 'vitest';
import { expectInvalidQuery } from './list-query.fixtures';
import { readQueryEntries } from './parse-keys';

const rejects = (query: unknown, message: string) => {
  expectInvalidQuery(() => readQueryEntries(query), message);
};

describe('readQueryEntries', () => {
  it('splits keys into root and bracket segments and values into lists', () => {
    expect(readQueryEntries({ page: '2', 'where[assets][some][id][in]': ['a', 'b'] })).toEqual([
      { key: 'page', root: 'page', path: [], values: ['2'] },
      {
        key: 'where[assets][some][id][in]',
        root: 'where',
        path: ['assets', 'some', 'id', 'in'],
        values: ['a', 'b'],
      },
    ]);
  });

  it('treats a missing query as empty', () => {
    expect(readQueryEntries(undefined)).toEqual([]);
    expect(readQueryEntries(null)).toEqual([]);
  });

  it('keeps odd characters inside a segment for the whitelist to refuse', () => {
    expect(readQueryEntries({ 'where[a b\'"]': 'x' })[0]?.path).toEqual(['a b\'"']);
  });

  it('rejects malformed brackets, naming the key', () => {
    for (const key of [
      'where[',
      'where[a]]',
      'where[][x]',
      'where[a',
      'where]',
      '[a]',
      'where[a]x',
      'where[a[b]]',
      '',
    ]) {
      rejects({ [key]: '1' }, `Malformed query key "${key}"`);
    }
  });

  it('rejects keys nested deeper than four segments', () => {
    rejects({ 'where[a][b][c][d][e]': '1' }, 'Query key "where[a][b][c][d][e]" is nested too deeply');
  });

  it('rejects prototype names anywhere in a key', () => {
    rejects(JSON.parse('{"__proto__": "1"}'), 'Forbidden name "__proto__" in query key "__proto__"');
    rejects({ 'where[constructor]': '1' }, 'Forbidden name "constructor" in query key "where[constructor]"');
    rejects(
      { 'include[x][prototype]': '1' },
      'Forbidden name "prototype" in query key "include[x][prototype]"',
    );
  });

  it('rejects too many keys, too long keys and values, too many repeats', () => {
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, '1']));
    rejects(many, 'Too many query keys: 101 (max 100)');
    const longKey = `where[${'a'.repeat(200)}]`;
    rejects({ [longKey]: '1' }, `Query key "${longKey.slice(0, 80)}…" is too long (max 200 characters)`);
    rejects({ name: 'x'.repeat(1001) }, 'Value of "name" is too long (max 1000 characters)');
    rejects({ name: Array(101).fill('x') }, 'Query key "name" is repeated too often (max 100)');
    expect(readQueryEntries({ name: 'x'.repeat(1000) })[0]?.values[0]).toHaveLength(1000);
  });

  it('rejects values that are not text or hold NUL, control or bidirectional characters', () => {
    rejects({ page: 1 }, 'Value of "page" must be text');
    rejects({ page: ['1', { a: 1 }] }, 'Value of "page" must be text');
    rejects({ page: [] }, 'Query key "page" has no value');
    const unclean = 'must not contain control characters, line breaks or bidirectional formatting characters';
    rejects({ name: 'a\u0000b' }, `Value of "name" ${unclean}`);
    rejects({ name: 'a\tb' }, `Value of "name" ${unclean}`);
    rejects({ name: 'evil\u202egpj.exe' }, `Value of "name" ${unclean}`);
    expect(readQueryEntries({ name: 'Müller & Söhne 😀' })[0]?.values).toEqual(['Müller & Söhne 😀']);
    rejects('page=1', 'The query string must be a set of keys');
    rejects(['page'], 'The query string must be a set of keys');
  });
});
