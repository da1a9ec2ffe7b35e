import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, SUPPORTED_LANGUAGES } from '../lib/i18n';

const root = import.meta.dirname;

/** Every leaf of a translation file as `namespace:dotted.key`. */
function keysOf(language: string): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  const walk = (namespace: string, path: string, value: unknown) => {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) walk(namespace, path ? `${path}.${key}` : key, child);
    } else keys.set(`${namespace}:${path}`, value);
  };
  for (const file of readdirSync(join(root, language)).filter((name) => name.endsWith('.json'))) {
    walk(file.replace(/\.json$/, ''), '', JSON.parse(readFileSync(join(root, language, file), 'utf8')));
  }
  return keys;
}

describe('translations', () => {
  const english = keysOf('en');

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has exactly the English keys',
    (language) => {
      const other = keysOf(language);
      expect([...other.keys()].filter((key) => !english.has(key))).toEqual([]);
      expect([...english.keys()].filter((key) => !other.has(key))).toEqual([]);
    },
  );

  it.each(SUPPORTED_LANGUAGES)('%s has a non-empty text for every key', (language) => {
    const empty = [...keysOf(language)].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('has a file for every namespace the app loads, and no other', () => {
    const namespaces = new Set([...english.keys()].map((key) => key.split(':')[0]));
    expect([...namespaces].sort()).toEqual([...NAMESPACES].sort());
  });

  it('carries the spec texts verbatim in English', () => {
    expect(english.get('errors:NETWORK')).toBe("Can't connect to the server. Reload for retry.");
    expect(english.get('errors:INTERNAL')).toBe('Something went wrong!');
    expect(english.get('errors:TOO_MANY_REQUESTS')).toBe('Too many requests, please wait for a moment!');
  });
});
