import { CSV_COLUMNS } from '@tranche/domain';
import { describe, expect, it } from 'vitest';
import { csvFile, csvRow, csvText, validRows } from '../testing/csv-fixtures';
import { parseCsvFile } from './parse-csv-file';
import { textChunks } from './text-chunks';

const NOW = new Date('2026-03-01T12:00:00Z');

describe('parseCsvFile', () => {
  it('detects the delimiter, checks every row and numbers rows as the server does', async () => {
    const text = csvText(
      [
        csvRow(),
        [],
        csvRow({ subscription_id: 'sub-2', start_date: '2024-02-01', amount_including_vat: '-5' }),
        csvRow({ subscription_id: 'sub-3', customer_name: '' }),
      ],
      ';',
    );
    const parsed = await parseCsvFile(csvFile(text), { now: NOW });
    expect(parsed.kind).toBe('rows');
    if (parsed.kind !== 'rows') return;
    expect(parsed.delimiter).toBe(';');
    expect(parsed).toMatchObject({ total: 3, valid: 1, rejected: 2, big: false });
    expect(parsed.rows.map((row) => row.line)).toEqual([2, 4, 5]);
    expect(parsed.rows[1]!.problems.map((problem) => problem.message)).toEqual([
      'Date must be in DD.MM.YYYY format',
      'Must enter positive number!',
    ]);
    expect(parsed.rows[2]!.problems.map((problem) => problem.message)).toEqual([
      'Required field customer_name',
    ]);
  });

  it('reads with the delimiter the user chose, even when another one splits the header', async () => {
    const text = csvText([csvRow()], ';');
    const parsed = await parseCsvFile(csvFile(text), { delimiter: ',', now: NOW });
    expect(parsed.kind).toBe('header');
    if (parsed.kind !== 'header') return;
    expect(parsed.delimiter).toBe(',');
    expect(parsed.problems[0]!.message).toBe('Missing column subscription_id');
  });

  it('names missing, unknown and duplicate columns', async () => {
    const header = ['subscription_id', 'start_date', 'status', 'colour', 'status'];
    const parsed = await parseCsvFile(csvFile(`${header.join(',')}\na,b,c,d,e\n`), { now: NOW });
    if (parsed.kind !== 'header') throw new Error(parsed.kind);
    expect(parsed.problems.map((problem) => problem.message)).toEqual([
      'Missing column billing_interval',
      'Missing column currency',
      'Missing column amount_including_vat',
      'Missing column customer_name',
      'Missing column customer_id',
      'Missing column country',
      'Unknown column colour',
      'Duplicate column status',
    ]);
  });

  it('keeps quoted delimiters and newlines inside a cell, reads CRLF and a byte-order mark', async () => {
    const text = `\uFEFF${csvText([csvRow({ customer_name: 'Acme, "the best"\nGmbH' })], ',', '\r\n')}`;
    const parsed = await parseCsvFile(csvFile(text), { now: NOW });
    if (parsed.kind !== 'rows') throw new Error(parsed.kind);
    expect(parsed.headers[0]).toBe('subscription_id');
    expect(parsed.rows[0]!.cells[CSV_COLUMNS.indexOf('customer_name')]).toBe('Acme, "the best"\nGmbH');
    // A newline is a control character the rules refuse in a name, by name.
    expect(parsed.rows[0]!.problems.map((problem) => problem.code)).toEqual(['INVALID_CHARACTERS']);
  });

  it('reads a file mixing CRLF, LF and CR line ends one row per line, wherever a chunk ends', async () => {
    const lines = csvText(validRows(4), ';').split('\n');
    const ends = ['\r\n', '\n', '\r\n', '\r', '\n'];
    const text = lines.map((line, index) => `${line}${ends[index] ?? ''}`).join('');
    for (const chunkBytes of [7, 64, 1024 * 1024]) {
      const parsed = await parseCsvFile(csvFile(text), { now: NOW, chunkBytes });
      if (parsed.kind !== 'rows') throw new Error(parsed.kind);
      expect(parsed).toMatchObject({ total: 4, valid: 4, rejected: 0 });
      expect(parsed.rows.map((row) => row.cells.length)).toEqual([13, 13, 13, 13]);
    }
  });

  it('refuses a row whose cell count does not match the header', async () => {
    const text = `${csvText([csvRow()])}a,b\n`;
    const parsed = await parseCsvFile(csvFile(text), { now: NOW });
    if (parsed.kind !== 'rows') throw new Error(parsed.kind);
    expect(parsed.rows[1]!.problems[0]!.message).toBe('Row has 2 columns, expected 13');
  });

  it('says when the file has no rows or no delimiter to detect', async () => {
    expect((await parseCsvFile(csvFile(''), { now: NOW })).kind).toBe('no-delimiter');
    expect((await parseCsvFile(csvFile(csvText([])), { now: NOW })).kind).toBe('empty');
    expect((await parseCsvFile(csvFile('single\ncolumn\n'), { now: NOW })).kind).toBe('no-delimiter');
  });

  it('keeps only a bounded sample of a big file but counts every row', async () => {
    const rows = [...validRows(8), csvRow({ subscription_id: 'bad', currency: 'XYZ' }), ...validRows(3, 100)];
    const parsed = await parseCsvFile(csvFile(csvText(rows)), { now: NOW, bigFileRows: 4 });
    if (parsed.kind !== 'rows') throw new Error(parsed.kind);
    expect(parsed).toMatchObject({ total: 12, valid: 11, rejected: 1, big: true });
    expect(parsed.rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 10]);
  });

  it('reports progress up to the whole file and stops when aborted', async () => {
    const progress: number[] = [];
    await parseCsvFile(csvFile(csvText(validRows(3))), { now: NOW, onProgress: (f) => progress.push(f) });
    expect(progress.at(-1)).toBe(1);

    const controller = new AbortController();
    controller.abort();
    await expect(
      parseCsvFile(csvFile(csvText(validRows(3))), { signal: controller.signal }),
    ).rejects.toThrow();
  });
});

describe('textChunks', () => {
  it('decodes a character whose bytes straddle two chunks whole', async () => {
    const file = new Blob(['Müller ü ß'.repeat(3)]);
    let text = '';
    for await (const chunk of textChunks(file, 3)) text += chunk.text;
    expect(text).toBe('Müller ü ß'.repeat(3));
  });

  it('turns bytes that are not UTF-8 into U+FFFD, which the rules refuse by name', async () => {
    const file = new Blob([new Uint8Array([0x41, 0xff, 0x42])]);
    let text = '';
    for await (const chunk of textChunks(file)) text += chunk.text;
    expect(text).toBe('A\uFFFDB');
  });
});
