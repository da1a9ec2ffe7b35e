import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vanityHostOf } from './vanity-host';

describe('vanityHostOf', () => {
  it('keeps the host alone: no scheme, no trailing slash, lower case', () => {
    expect(vanityHostOf('acme.chargebee.com')).toBe('acme.chargebee.com');
    expect(vanityHostOf('https://acme.chargebee.com/')).toBe('acme.chargebee.com');
    expect(vanityHostOf(' HTTP://Acme-Test.Chargebee.com// ')).toBe('acme-test.chargebee.com');
  });

  it('refuses what is not a host name', () => {
    for (const input of [
      '',
      'acme',
      'acme.chargebee.com/api/v1',
      'acme.chargebee.com:8443',
      'ftp://acme.chargebee.com',
      '127.0.0.1',
      'user@acme.chargebee.com',
      'acme .chargebee.com',
      '-acme.chargebee.com',
      'acme..com',
    ]) {
      expect(vanityHostOf(input), input).toBeNull();
    }
  });

  it('is idempotent: a saved host saves unchanged', () => {
    fc.assert(
      fc.property(
        fc.domain(),
        fc.constantFrom('', 'http://', 'https://'),
        fc.constantFrom('', '/', '//'),
        (domain, scheme, slash) => {
          const host = vanityHostOf(`${scheme}${domain}${slash}`);
          if (host !== null) expect(vanityHostOf(host)).toBe(host);
        },
      ),
    );
  });
});
