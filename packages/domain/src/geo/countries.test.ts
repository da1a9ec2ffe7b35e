import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryCodeSchema, isCountryCode, normaliseCountryCode } from './countries';

describe('countries', () => {
  it('holds the 249 assigned codes plus XK, each with an English name', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(250);
    const names = new Intl.DisplayNames('en', { type: 'region' });
    for (const code of COUNTRY_CODES) expect(names.of(code)).not.toBe(code);
  });

  it('normalises case, whitespace and the UK/EL aliases', () => {
    expect(normaliseCountryCode(' de ')).toBe('DE');
    expect(normaliseCountryCode('uk')).toBe('GB');
    expect(normaliseCountryCode('EL')).toBe('GR');
    expect(normaliseCountryCode('EU')).toBeNull();
    expect(normaliseCountryCode('DEU')).toBeNull();
    expect(isCountryCode('de')).toBe(false);
    expect(countryCodeSchema.safeParse('ZZ').success).toBe(false);
  });
});
