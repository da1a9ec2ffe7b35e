import { afterEach, describe, expect, it } from 'vitest';
import { detectLanguage, i18n, LANGUAGE_STORAGE_KEY, languageFromQuery, parseLanguage } from './i18n';

describe('language detection', () => {
  afterEach(() => window.localStorage.clear());

  it('reads ?lang= case-insensitively and ignores unsupported languages', () => {
    expect(languageFromQuery('?lang=de')).toBe('de');
    expect(languageFromQuery('?lang=DE')).toBe('de');
    expect(languageFromQuery('?page=2&lang=En')).toBe('en');
    expect(languageFromQuery('?lang=fr')).toBeNull();
    expect(languageFromQuery('')).toBeNull();
    expect(parseLanguage(' de ')).toBe('de');
  });

  it('prefers the query, then the remembered language, then English', () => {
    expect(detectLanguage('')).toBe('en');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(detectLanguage('')).toBe('de');
    expect(detectLanguage('?lang=en')).toBe('en');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(detectLanguage('')).toBe('en');
  });
});

describe('i18n', () => {
  it('loads German on demand, remembers it and sets <html lang>', async () => {
    await i18n.changeLanguage('de');
    expect(i18n.t('nav:sections.orders')).toBe('Aufträge');
    expect(document.documentElement.lang).toBe('de');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    await i18n.changeLanguage('en');
    expect(i18n.t('nav:sections.orders')).toBe('Orders');
    expect(document.documentElement.lang).toBe('en');
  });

  it('uses the spec limits for loading translations', () => {
    expect(i18n.options).toMatchObject({ maxRetries: 5, retryTimeout: 350, maxParallelReads: 10 });
    expect(i18n.options.supportedLngs).toEqual(expect.arrayContaining(['en', 'de']));
    expect(i18n.options.fallbackLng).toEqual(['en']);
  });
});
