import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/**
 * IBAN (ISO 13616) and BIC (ISO 9362) checks for bank details, by ibantools (MIT): the country's
 * IBAN length and account format from the SWIFT registry, the mod-97 check digits and, where a
 * country has them, the national check digits; a BIC's shape and a country that exists.
 */

/** Upper case without spaces or other separators: the form IBANs are stored in. */
export const compactIban = (value: string): string => electronicFormatIBAN(value) ?? '';

/** True for an IBAN of a known country with the right length, format and check digits. */
export const isValidIban = (value: string): boolean => isValidIBAN(compactIban(value));

/** Groups of four for display: DE89 3704 0044 0532 0130 00. */
export const formatIban = (value: string): string => friendlyFormatIBAN(value) ?? '';

/** 8 or 11 characters: bank, an existing country, location, optional branch. */
export const isValidBic = (value: string): boolean => isValidBIC(value.replace(/\s+/g, '').toUpperCase());
