import { describe, expect, it } from 'vitest';
import { periodText } from './figure-period';

/** Intl sets a range's dash between thin spaces. */
const thin = (text: string) => text.replaceAll(' ', '\u2009');

describe('figure period', () => {
  it('writes a day or a range in the reader’s language, and nothing without a period', () => {
    expect(periodText({ start: '2026-07-01', end: '2026-09-30' }, 'en')).toBe(
      `Jul 1${thin(' – ')}Sep 30, 2026`,
    );
    expect(periodText({ start: '2026-07-01', end: '2026-09-30' }, 'de')).toBe(
      `01.07.${thin(' – ')}30.09.2026`,
    );
    expect(periodText({ start: '2026-11-26', end: '2026-11-26' }, 'de')).toBe('26.11.2026');
    expect(periodText(null, 'en')).toBe('');
  });
});
