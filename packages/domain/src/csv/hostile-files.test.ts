import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from './columns';
import { toCsv } from './csv-write';
import { detectDelimiter } from './delimiter';
import { checkHeader } from './header-check';
import { isBlankRow, validateCells } from './row-validate';

/**
 * The whole browser/server path with the parser the callers use: bytes decoded as UTF-8
 * (invalid bytes become U+FFFD), delimiter detected, Papa Parse streaming rows one by one.
 */
function importBytes(bytes: Uint8Array) {
  const text = new TextDecoder('utf-8').decode(bytes);
  const delimiter = detectDelimiter(text.slice(0, 64 * 1024));
  if (delimiter === null) throw new Error('no delimiter');
  let header: ReturnType<typeof checkHeader> | null = null;
  const accepted: string[] = [];
  const rejected: { line: number; codes: string[] }[] = [];
  let line = 0;
  Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: false,
    step: ({ data }) => {
      line += 1;
      if (header === null) {
        header = checkHeader(data);
        return;
      }
      if (isBlankRow(data)) return;
      const result = validateCells(header.columns, data, { now: new Date('2024-06-15T00:00:00Z') });
      if (result.ok) accepted.push(result.value.customerName);
      else rejected.push({ line, codes: result.problems.map((p) => `${p.column}:${p.code}`) });
    },
  });
  return { delimiter, header: header as ReturnType<typeof checkHeader> | null, accepted, rejected };
}

const encode = (text: string) => new TextEncoder().encode(text);
const row = (name: string, id = 'sub_1') => [
  id,
  '01.02.2024',
  '',
  'AVAILABLE',
  '1',
  'EUR',
  '49.00',
  name,
  'cus_1',
  'DE',
  '',
  '',
  '',
];

describe('hostile CSV files', () => {
  it('reads a BOM, CRLF line ends, quoted delimiters and newlines, and skips empty rows', () => {
    const text = `\uFEFF${toCsv([CSV_COLUMNS, row('Acme; Inc., Berlin'), [''], row('Multi\r\nline "quoted" name', 'sub_2')], { delimiter: ';' })}\r\n;;;;;;;;;;;;\r\n`;
    const result = importBytes(encode(text));
    expect(result.delimiter).toBe(';');
    expect(result.header?.ok).toBe(true);
    expect(result.rejected).toEqual([{ line: 4, codes: ['customer_name:INVALID_CHARACTERS'] }]);
    expect(result.accepted).toEqual(['Acme; Inc., Berlin']);
  });

  it('keeps formula cells as data on import and neutralises them on export', () => {
    const hostile = '=HYPERLINK("http://x","y")';
    const result = importBytes(encode(toCsv([CSV_COLUMNS, row(hostile)])));
    expect(result.accepted).toEqual([`'${hostile}`]);
    const raw = `${CSV_COLUMNS.join(',')}\n${row(`"${hostile.replaceAll('"', '""')}"`).join(',')}\n`;
    expect(importBytes(encode(raw)).accepted).toEqual([hostile]);
    expect(toCsv([[hostile]])).toBe(`"'=HYPERLINK(""http://x"",""y"")"\r\n`);
  });

  it('rejects a 10 MB cell without rejecting its neighbours', () => {
    const huge = 'A'.repeat(10 * 1024 * 1024);
    const text = toCsv([CSV_COLUMNS, row('Small'), row(huge, 'sub_2'), row('Also small', 'sub_3')]);
    const started = performance.now();
    const result = importBytes(encode(text));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(result.accepted).toEqual(['Small', 'Also small']);
    expect(result.rejected).toEqual([{ line: 3, codes: ['customer_name:TOO_MANY_CHARACTERS'] }]);
  });

  it('decodes non-UTF-8 bytes as U+FFFD and refuses those cells', () => {
    const bytes = encode(`${CSV_COLUMNS.join(',')}\n${row('M#ller GmbH').join(',')}\n`);
    bytes[bytes.indexOf(0x23)] = 0xfc; // "Müller" written as Windows-1252
    expect(new TextDecoder().decode(bytes)).toContain('M\uFFFDller GmbH');
    expect(importBytes(bytes).rejected).toEqual([{ line: 2, codes: ['customer_name:INVALID_CHARACTERS'] }]);
  });

  it('names the extra columns of a 100-column file and refuses rows of the wrong width', () => {
    const extra = Array.from({ length: 87 }, (_, i) => `extra_${i}`);
    const text = toCsv([
      [...CSV_COLUMNS, ...extra],
      [...row('Wide'), ...extra.map(() => 'v')],
      row('Narrow'),
    ]);
    const result = importBytes(encode(text));
    expect(result.header?.columns).toHaveLength(100);
    expect(result.header?.problems).toHaveLength(87);
    expect(result.header?.problems[0]?.message).toBe('Unknown column extra_0');
    expect(result.accepted).toEqual(['Wide']);
    expect(result.rejected).toEqual([{ line: 3, codes: ['null:COLUMN_COUNT'] }]);
  });
});
