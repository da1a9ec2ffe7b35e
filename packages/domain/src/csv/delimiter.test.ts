import { describe, expect, it } from 'vitest';
import { CSV_DELIMITERS, detectDelimiter, fieldCounts } from './delimiter';

const table = (delimiter: string, rows: string[][]) => rows.map((row) => row.join(delimiter)).join('\r\n');
const rows = [
  ['subscription_id', 'start_date', 'customer_name', 'amount_including_vat'],
  ['sub_1', '01.02.2024', 'Acme', '12'],
  ['sub_2', '01.03.2024', 'Blue', '99'],
];

describe('detectDelimiter', () => {
  it.each(CSV_DELIMITERS.map((d) => [JSON.stringify(d), d] as const))('finds %s', (_, delimiter) => {
    expect(detectDelimiter(`${table(delimiter, rows)}\r\n`)).toBe(delimiter);
  });

  it('ignores delimiters inside quotes, including quoted newlines', () => {
    const sample = 'id;name;amount\n1;"Acme, Inc.; Berlin";"1,50"\n2;"Line\nbreak, here";"2,50"\n3;Plain;3\n';
    expect(fieldCounts(sample, ';')).toEqual([3, 3, 3, 3]);
    expect(detectDelimiter(sample)).toBe(';');
  });

  it('prefers the consistent split over one that varies with the content', () => {
    const sample = 'id,name,amount\n1,Acme Corp Ltd,12\n2,Blue Sky,13\n3,Zed,14\n';
    expect(detectDelimiter(sample)).toBe(',');
    const semicolons = 'id;amount;name\n1;12,50;Acme\n2;13;Blue, Inc\n3;14,00;Zed\n';
    expect(detectDelimiter(semicolons)).toBe(';');
  });

  it('takes space only when nothing else splits the sample', () => {
    expect(detectDelimiter('Subscription ID,Start date,Customer name\n')).toBe(',');
    expect(detectDelimiter('Subscription ID;Start date;Customer name\nsub 1;01.02.2024;Acme Corp\n')).toBe(
      ';',
    );
    expect(detectDelimiter('id name amount\n1 Acme 12\n2 Blue 13\n')).toBe(' ');
  });

  it('skips a BOM, blank lines and a cut-off last line', () => {
    expect(detectDelimiter('\uFEFFa\tb\tc\n\n1\t2\t3\n\n4\t5\t6\n7\t8')).toBe('\t');
    expect(fieldCounts('a,b,c\n1,2,3\n4,5', ',')).toEqual([3, 3]);
  });

  it('returns null when nothing splits the sample', () => {
    expect(detectDelimiter('')).toBeNull();
    expect(detectDelimiter('single\ncolumn\nfile\n')).toBeNull();
    expect(detectDelimiter(`"${'x'.repeat(10 * 1024 * 1024)}`)).toBeNull();
  });
});
