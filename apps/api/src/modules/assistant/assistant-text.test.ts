import { describe, expect, it } from 'vitest';
import { sayCounted } from './assistant-text';

describe('answers about a number of things', () => {
  it('use the singular for exactly one and the plural otherwise, in English and German', () => {
    expect(sayCounted('en', 'unpaid', 1, { amount: '€10.00' })).toBe(
      '1 repayment is overdue, €10.00 in total.',
    );
    expect(sayCounted('en', 'unpaid', 2, { count: '2', amount: '€20.00' })).toBe(
      '2 repayments are overdue, €20.00 in total.',
    );
    expect(sayCounted('de', 'notifications', 1, { count: '1' })).toBe(
      'Sie haben 1 ungelesene Benachrichtigung.',
    );
    expect(sayCounted('de', 'notifications', 0, { count: '0' })).toBe(
      'Sie haben 0 ungelesene Benachrichtigungen.',
    );
  });
});
