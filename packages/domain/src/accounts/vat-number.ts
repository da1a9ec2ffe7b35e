import type { Country } from 'jsvat-next';
import * as jsvatModule from 'jsvat-next';

/**
 * jsvat-next ships CommonJS whose named exports Node cannot detect (bundlers read its ES module
 * build instead): take the functions from whichever of the two holds them.
 */
const jsvat: typeof jsvatModule =
  'checkVAT' in jsvatModule
    ? jsvatModule
    : (jsvatModule as unknown as { default: typeof jsvatModule }).default;
const { checkVAT, countries } = jsvat;

/**
 * VAT identification numbers checked with jsvat-next (MIT; format and check digits of every EU
 * member state plus the United Kingdom, Switzerland, Norway and a few more). A number is checked
 * against the company's own country: a valid German number is still wrong for a French company.
 */

/** jsvat's countries by ISO 3166 alpha-2 code; `EU` (the union's OSS scheme) is no country. */
const VAT_COUNTRIES: ReadonlyMap<string, Country> = new Map(
  countries.flatMap((country) => {
    const [code] = country.codes;
    return code && code !== 'EU' ? [[code, country] as const] : [];
  }),
);

/** What a number of the country starts with where it differs from the ISO code. */
const VAT_PREFIXES: Readonly<Record<string, string>> = { GR: 'EL', CH: 'CHE', NO: '' };

/** Upper case without the spaces, dots, dashes and slashes people write between the digits. */
export const compactVatNumber = (value: string): string => value.toUpperCase().replace(/[\s.\-/]+/g, '');

/** Countries whose VAT numbers can be checked; a number of any other country is taken as written. */
export const isVatCheckedCountry = (country: string): boolean => VAT_COUNTRIES.has(country.toUpperCase());

/**
 * True when `value` is a valid VAT number of `country` (ISO alpha-2), written with or without the
 * country prefix ("DE136695976" or "136695976" for Germany). For a country the library does not
 * know nothing can be checked, so any text passes; without a country the number must carry the
 * prefix of a country it is valid for.
 */
export function isValidVatNumber(value: string, country: string | null): boolean {
  const vat = compactVatNumber(value);
  if (vat === '') return false;
  if (country === null) return checkVAT(vat, [...VAT_COUNTRIES.values()]).isValid;
  const code = country.toUpperCase();
  const rules = VAT_COUNTRIES.get(code);
  if (!rules) return true;
  const prefix = VAT_PREFIXES[code] ?? code;
  const withoutCountry = code === 'NO' ? vat.replace(/^NO/, '') : vat;
  const written =
    /^[A-Z]{2}/.test(withoutCountry) || prefix === '' ? withoutCountry : `${prefix}${withoutCountry}`;
  return checkVAT(written, [rules]).isValid;
}
