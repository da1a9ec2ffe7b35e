import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectInvalidQuery } from './list-query.fixtures';
import { parseValue, type ValueRule } from './values';

const read = (rule: ValueRule, raw: string) => parseValue(rule, raw, 'where[x]');
const rejects = (rule: ValueRule, raw: string, message: string) => {
  expectInvalidQuery(() => read(rule, raw), message);
};

describe('parseValue', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps strings as given, empty and unicode included', () => {
    expect(read({ type: 'string' }, '')).toBe('');
    expect(read({ type: 'string' }, "ünï'; drop table x;--")).toBe("ünï'; drop table x;--");
  });

  it('reads integers as canonical decimal strings without losing bigint precision', () => {
    expect(read({ type: 'integer' }, '9007199254740993')).toBe('9007199254740993');
    expect(read({ type: 'integer' }, '+007')).toBe('7');
    expect(read({ type: 'integer' }, '-12')).toBe('-12');
    expect(read({ type: 'integer' }, '9223372036854775807')).toBe('9223372036854775807');
  });

  it('rejects non-integers and values outside the column range', () => {
    for (const raw of ['1.5', '1e3', '', ' 1', 'abc', '0x10', '--1']) {
      rejects({ type: 'integer' }, raw, `Invalid integer "${raw}" in where[x]`);
    }
    rejects(
      { type: 'integer' },
      '9223372036854775808',
      'Integer "9223372036854775808" is out of range in where[x]',
    );
    rejects({ type: 'integer', bounds: [-10n, 10n] }, '11', 'Integer "11" is out of range in where[x]');
  });

  it('reads finite decimal numbers only', () => {
    expect(read({ type: 'number' }, '1.25')).toBe(1.25);
    expect(read({ type: 'number' }, '-.5')).toBe(-0.5);
    expect(read({ type: 'number' }, '2e3')).toBe(2000);
    for (const raw of ['NaN', 'Infinity', '1e999', '1,5', '', '0x1', '.']) {
      rejects({ type: 'number' }, raw, `Invalid number "${raw}" in where[x]`);
    }
  });

  it('reads booleans as exactly true or false', () => {
    expect(read({ type: 'boolean' }, 'true')).toBe(true);
    expect(read({ type: 'boolean' }, 'false')).toBe(false);
    rejects({ type: 'boolean' }, 'TRUE', 'Invalid boolean "TRUE" in where[x]: expected true or false');
    rejects({ type: 'boolean' }, '1', 'Invalid boolean "1" in where[x]: expected true or false');
  });

  it('reads ISO dates and datetimes, adding Z when no offset is named', () => {
    expect(read({ type: 'date' }, '2024-02-29')).toBe('2024-02-29');
    expect(read({ type: 'date' }, '0001-01-01')).toBe('0001-01-01');
    expect(read({ type: 'date' }, '2024-05-01T10:30')).toBe('2024-05-01T10:30:00Z');
    expect(read({ type: 'date' }, '2024-05-01T10:30:15.123456+02:00')).toBe(
      '2024-05-01T10:30:15.123456+02:00',
    );
    expect(read({ type: 'date' }, '2024-05-01T10:30:15.1Z')).toBe('2024-05-01T10:30:15.1Z');
    expect(read({ type: 'date' }, '2024-05-01T10:30:15-0530')).toBe('2024-05-01T10:30:15-0530');
  });

  it('reads now as the current instant', () => {
    vi.useFakeTimers({ now: new Date('2025-03-04T05:06:07.890Z') });
    expect(read({ type: 'date' }, 'now')).toBe('2025-03-04T05:06:07.890Z');
  });

  it('rejects impossible or sloppy dates', () => {
    const bad = [
      '2023-02-29',
      '2024-13-01',
      '2024-04-31',
      '0000-01-01',
      '24-01-01',
      '2024-1-1',
      '2024-01-01T24:00',
      '2024-01-01T10:60',
      '2024-01-01T10:00:60Z',
      '2024-01-01T10:00+16:00',
      '2024-01-01 10:00',
      '2024-01-01T10:00:00.1234567Z',
      'yesterday',
      'NOW',
      '',
    ];
    for (const raw of bad) {
      rejects(
        { type: 'date' },
        raw,
        `Invalid date "${raw}" in where[x]: expected an ISO date, datetime or now`,
      );
    }
  });

  it('accepts only listed enum values, case-sensitively', () => {
    const rule: ValueRule = { type: 'enum', values: ['SOLD', 'PLEDGED'] };
    expect(read(rule, 'SOLD')).toBe('SOLD');
    rejects(rule, 'sold', 'Invalid value "sold" in where[x]: expected one of SOLD, PLEDGED');
  });

  it('reads UUIDs in lower case', () => {
    expect(read({ type: 'uuid' }, '5C0E8F3E-1C2D-4A4B-9F00-00000000000A')).toBe(
      '5c0e8f3e-1c2d-4a4b-9f00-00000000000a',
    );
    rejects(
      { type: 'uuid' },
      '5c0e8f3e1c2d4a4b9f0000000000000a',
      'Invalid id "5c0e8f3e1c2d4a4b9f0000000000000a" in where[x]: expected a UUID',
    );
  });

  it('cuts long input short in messages', () => {
    const long = 'x'.repeat(500);
    rejects({ type: 'uuid' }, long, `Invalid id "${'x'.repeat(80)}…" in where[x]: expected a UUID`);
  });
});
