import { describe, expect, it } from 'vitest';
import { compactVatNumber, isValidVatNumber, isVatCheckedCountry } from './vat-number';

describe('VAT numbers', () => {
  it.each([
    ['DE136695976', 'DE'],
    ['136695976', 'DE'],
    ['de 136 695 976', 'DE'],
    ['FR40303265045', 'FR'],
    ['ATU13585627', 'AT'],
    ['EL094259216', 'GR'],
    ['094259216', 'GR'],
    ['GB980780684', 'GB'],
    ['CHE-116.281.710 MWST', 'CH'],
    ['116281710', 'CH'],
    ['NL004495445B01', 'NL'],
  ])('accepts %s for %s', (vat, country) => expect(isValidVatNumber(vat, country)).toBe(true));

  it.each([
    ['a wrong check digit', 'DE136695977', 'DE'],
    ["another country's number", 'DE136695976', 'FR'],
    ['too few digits', 'DE13669597', 'DE'],
    ['a word', 'n/a', 'DE'],
    ['nothing', '', 'DE'],
  ])('refuses %s', (_what, vat, country) => expect(isValidVatNumber(vat, country)).toBe(false));

  it('covers every EU member state, the United Kingdom and Switzerland', () => {
    const countries =
      'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK GB CH';
    for (const country of countries.split(' ')) expect(isVatCheckedCountry(country), country).toBe(true);
  });

  it('takes a number of a country it cannot check as written, and needs a prefix without a country', () => {
    expect(isValidVatNumber('12-3456789', 'US')).toBe(true);
    expect(isValidVatNumber('DE136695976', null)).toBe(true);
    expect(isValidVatNumber('136695976', null)).toBe(false);
  });

  it('compacts what people write between the digits', () => {
    expect(compactVatNumber(' de-136.695/976 ')).toBe('DE136695976');
  });
});
