import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from './columns';
import { checkHeader } from './header-check';
import { LineEndingNormaliser, NORMALISED_NEWLINE, normaliseLineEndings } from './line-endings';
import { validateCells } from './row-validate';

const row = (id: string) =>
  [id, '01.02.2024', '', 'AVAILABLE', '1', 'EUR', '49.00', `Customer ${id}`, 'cus_1', 'DE', '', '', ''].join(
    ';',
  );

/** Header and four rows whose line ends alternate CRLF and LF, as a file edited on two systems. */
const MIXED = `${CSV_COLUMNS.join(';')}\r\n${row('a')}\r\n${row('b')}\n${row('c')}\r\n${row('d')}\n`;

function parseInPieces(text: string, cuts: number[]): string[][] {
  const normaliser = new LineEndingNormaliser();
  let normalised = '';
  let start = 0;
  for (const cut of [...cuts, text.length]) {
    normalised += normaliser.push(text.slice(start, cut));
    start = cut;
  }
  normalised += normaliser.end();
  return Papa.parse<string[]>(normalised, {
    delimiter: ';',
    newline: NORMALISED_NEWLINE,
    skipEmptyLines: true,
  }).data;
}

describe('line endings', () => {
  it('reads a file mixing CRLF and LF one row per line', () => {
    const records = parseInPieces(MIXED, []);
    expect(records).toHaveLength(5);
    const header = checkHeader(records[0] ?? []);
    expect(header.ok).toBe(true);
    const rows = records
      .slice(1)
      .map((cells) => validateCells(header.columns, cells, { now: new Date('2024-06-15') }));
    expect(rows.map((result) => (result.ok ? result.value.externalId : result.problems))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('gives the same rows wherever the stream is cut, even between CR and LF', () => {
    const whole = parseInPieces(MIXED, []);
    for (let cut = 1; cut < MIXED.length; cut += 1) expect(parseInPieces(MIXED, [cut])).toEqual(whole);
  });

  it('turns old-Mac CR line ends into rows too, and keeps a quoted line break inside its cell', () => {
    expect(parseInPieces('a;b\r1;"x\r\ny"\r2;z', [])).toEqual([
      ['a', 'b'],
      ['1', 'x\ny'],
      ['2', 'z'],
    ]);
  });

  it('streamed pieces equal the whole text normalised at once', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', ';', '\r', '\n', '"') }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (text, rawCuts) => {
          const cuts = [...new Set(rawCuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
          const normaliser = new LineEndingNormaliser();
          let out = '';
          let start = 0;
          for (const cut of [...cuts, text.length]) {
            out += normaliser.push(text.slice(start, cut));
            start = cut;
          }
          out += normaliser.end();
          expect(out).toBe(normaliseLineEndings(text));
          expect(out).not.toContain('\r');
        },
      ),
    );
  });
});
