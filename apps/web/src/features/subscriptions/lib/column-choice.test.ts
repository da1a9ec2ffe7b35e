import { describe, expect, it } from 'vitest';
import { DEFAULT_COLUMNS, readColumnChoice, SUBSCRIPTION_COLUMNS, toggleColumn } from './column-choice';

describe('column choice', () => {
  it('starts from fewer columns than the table has', () => {
    expect(readColumnChoice(null)).toEqual(DEFAULT_COLUMNS);
    expect(DEFAULT_COLUMNS.length).toBeLessThan(SUBSCRIPTION_COLUMNS.length);
  });

  it('reads a remembered choice back in table order, dropping unknown names', () => {
    expect(readColumnChoice('["mrr","customerName","bogus"]')).toEqual(['customerName', 'mrr']);
  });

  it('falls back to the defaults for anything unreadable or empty', () => {
    for (const stored of ['', 'not json', '{}', '[]', '["bogus"]', '42']) {
      expect(readColumnChoice(stored)).toEqual(DEFAULT_COLUMNS);
    }
  });

  it('shows a column in its place and hides it again, but never the last one', () => {
    expect(toggleColumn(['externalId', 'amount'], 'customerCountry')).toEqual([
      'externalId',
      'customerCountry',
      'amount',
    ]);
    expect(toggleColumn(['externalId', 'amount'], 'amount')).toEqual(['externalId']);
    expect(toggleColumn(['amount'], 'amount')).toEqual(['amount']);
  });
});
