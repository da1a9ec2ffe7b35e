import { COUNTRY_CODES } from '@tranche/domain/geo/countries';

export interface CountryOption {
  value: string;
  label: string;
}

const cache = new Map<string, CountryOption[]>();

/** Every assignable country, named and sorted in the reader's language. */
export function countryOptions(language: string): CountryOption[] {
  let options = cache.get(language);
  if (!options) {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    const collator = new Intl.Collator(language);
    options = COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
    cache.set(language, options);
  }
  return options;
}
