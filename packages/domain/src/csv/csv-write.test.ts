import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, startsLikeFormula, toCsv, toCsvRow } from './csv-write';
import { CSV_DELIMITERS } from './delimiter';

describe('neutraliseFormula', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'],
    ['+1+2', "'+1+2"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tx', "'\tx"],
    ['\r=1', "'\r=1"],
    ['  =1+1', "'  =1+1"],
    ['\n@x', "'\n@x"],
    ['＝1+1', "'＝1+1"],
    ['-', "'-"],
    ['-12.50', '-12.50'],
    ['+3,5', '+3,5'],
    ['-1e5', "'-1e5"],
    ['Acme = best', 'Acme = best'],
    ['a-b', 'a-b'],
    ['', ''],
  ])('%j → %j', (cell, expected) => {
    expect(neutraliseFormula(cell)).toBe(expected);
  });

  it('never leaves a formula trigger at the start (except plain numbers)', () => {
    const triggers = fc.constantFrom('=', '+', '-', '@', '\t', '\r', ' ', '\n', '＝', '1', '.');
    const cell = fc.oneof(
      fc.string(),
      fc.tuple(fc.array(triggers, { maxLength: 4 }), fc.string()).map(([a, b]) => a.join('') + b),
    );
    fc.assert(
      fc.property(cell, (value) => {
        const out = neutraliseFormula(value);
        expect(startsLikeFormula(out)).toBe(false);
        expect(out === value || out === `'${value}`).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('toCsvRow', () => {
  it('quotes per RFC 4180 and neutralises', () => {
    expect(toCsvRow(['a', 'b,c', 'say "hi"', 'x\ny', null, undefined, ' pad'])).toBe(
      'a,"b,c","say ""hi""","x\ny",,," pad"',
    );
    expect(toCsvRow(['=1+1', '-12.50'], ';')).toBe("'=1+1;-12.50");
    expect(toCsvRow(['a=b', '=x'], '=')).toBe(`"a=b"="'=x"`);
    expect(toCsvRow([''])).toBe('""');
    expect(
      toCsv(
        [
          ['a', 'b'],
          ['1', '2'],
        ],
        { bom: true },
      ),
    ).toBe('\uFEFFa,b\r\n1,2\r\n');
  });

  it('round-trips through Papa Parse for every delimiter', () => {
    const cell = fc.oneof(
      fc.string(),
      fc.string({
        unit: fc.constantFrom('a', ' ', ',', ';', ':', '=', '\t', '"', '\r', '\n', '-', '@', 'ü', '€'),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(...CSV_DELIMITERS),
        (rows, delimiter) => {
          const width = rows[0]!.length;
          const table = rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? 'x'));
          const parsed = Papa.parse<string[]>(toCsv(table, { delimiter }), {
            delimiter,
            skipEmptyLines: false,
          });
          expect(parsed.errors).toEqual([]);
          expect(parsed.data).toEqual([...table.map((row) => row.map(neutraliseFormula)), ['']]);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
