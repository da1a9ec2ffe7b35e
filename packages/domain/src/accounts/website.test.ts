import { describe, expect, it } from 'vitest';
import { isWebsiteAddress } from './website';

describe('company website', () => {
  it.each([
    'example.com',
    'www.example.co.uk/about',
    'https://example.com/',
    'HTTP://Example.de',
    'bücher.de',
    'shop.example.io/path?x=1',
  ])('accepts %s', (value) => expect(isWebsiteAddress(value)).toBe(true));

  it.each([
    ['a sentence', 'our website'],
    ['no top-level domain', 'localhost'],
    ['a number as top-level domain', '10.0.0.1'],
    ['another scheme', 'ftp://example.com'],
    ['credentials', 'https://user:pw@example.com'],
    ['an empty label', 'example..com'],
    ['nothing', ''],
    ['a mail address', 'mailto:info@example.com'],
  ])('refuses %s', (_what, value) => expect(isWebsiteAddress(value)).toBe(false));
});
