import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type account from '../locales/en/account.json';
import type analytics from '../locales/en/analytics.json';
import type assistant from '../locales/en/assistant.json';
import type auth from '../locales/en/auth.json';
import type authSteps from '../locales/en/auth-steps.json';
import type common from '../locales/en/common.json';
import type csvImport from '../locales/en/csv-import.json';
import type detect from '../locales/en/detect.json';
import type discover from '../locales/en/discover.json';
import type errors from '../locales/en/errors.json';
import type fileRoom from '../locales/en/file-room.json';
import type home from '../locales/en/home.json';
import type integrations from '../locales/en/integrations.json';
import type legal from '../locales/en/legal.json';
import type nav from '../locales/en/nav.json';
import type notifications from '../locales/en/notifications.json';
import type onboarding from '../locales/en/onboarding.json';
import type orders from '../locales/en/orders.json';
import type rating from '../locales/en/rating.json';
import type security from '../locales/en/security.json';
import type settings from '../locales/en/settings.json';
import type subscriptions from '../locales/en/subscriptions.json';
import type trading from '../locales/en/trading.json';
import type verification from '../locales/en/verification.json';

export const SUPPORTED_LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const NAMESPACES = [
  'common',
  'nav',
  'errors',
  'auth',
  'auth-steps',
  'security',
  'legal',
  'account',
  'settings',
  'onboarding',
  'subscriptions',
  'csv-import',
  'file-room',
  'analytics',
  'discover',
  'detect',
  'rating',
  'home',
  'orders',
  'trading',
  'integrations',
  'notifications',
  'verification',
  'assistant',
] as const;
/**
 * The namespaces loaded before the first paint: what the sign-in page, the public layout and the
 * error texts outside React need. Every other namespace is fetched when a screen first asks for
 * it (`useTranslation` suspends until it is there, so no raw key is shown).
 */
export const INITIAL_NAMESPACES = ['common', 'errors', 'auth'] as const;
export const LANGUAGE_STORAGE_KEY = 'tranche.lang';

declare module 'i18next' {
  // Keys are checked against the English files, so a typo fails `tsc` instead of showing a raw key.
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      nav: typeof nav;
      errors: typeof errors;
      auth: typeof auth;
      'auth-steps': typeof authSteps;
      security: typeof security;
      legal: typeof legal;
      account: typeof account;
      settings: typeof settings;
      onboarding: typeof onboarding;
      subscriptions: typeof subscriptions;
      'csv-import': typeof csvImport;
      'file-room': typeof fileRoom;
      analytics: typeof analytics;
      discover: typeof discover;
      detect: typeof detect;
      rating: typeof rating;
      home: typeof home;
      orders: typeof orders;
      trading: typeof trading;
      integrations: typeof integrations;
      notifications: typeof notifications;
      verification: typeof verification;
      assistant: typeof assistant;
    };
  }
}

export function parseLanguage(value: string | null | undefined): Language | null {
  const lower = value?.trim().toLowerCase();
  return SUPPORTED_LANGUAGES.find((language) => language === lower) ?? null;
}

/** The language a `?lang=` query asks for (spec §2), case-insensitive; null when absent or unsupported. */
export function languageFromQuery(search: string): Language | null {
  return parseLanguage(new URLSearchParams(search).get('lang'));
}

function storedLanguage(): Language | null {
  try {
    return parseLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null; // storage can be disabled (private mode, policies); the default language still works
  }
}

function rememberLanguage(language: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not remembered across visits, nothing else to do
  }
}

/** `?lang=` wins over the remembered choice, which wins over English (spec §9: English default). */
export function detectLanguage(search: string = window.location.search): Language {
  return languageFromQuery(search) ?? storedLanguage() ?? DEFAULT_LANGUAGE;
}

/**
 * Loads one language's namespace on demand, so each visitor downloads only what they read.
 * Failing with `true` tells i18next the read may be retried (maxRetries / retryTimeout below).
 */
const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    import(`../locales/${language}/${namespace}.json`).then(
      (module: { default: Record<string, unknown> }) => callback(null, module.default),
      (error: Error) => callback(error, true),
    );
  },
};

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  if (!parseLanguage(language)) return;
  document.documentElement.lang = language;
  rememberLanguage(language);
});

let initialising: Promise<unknown> | null = null;

/** Initialises once and resolves when the first language's initial namespaces are loaded. */
export function initI18n(language: Language = detectLanguage()): Promise<unknown> {
  initialising ??= i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: 'languageOnly',
      ns: [...INITIAL_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes what it renders
      // Spec §9: translation loading retries up to 5 times from 350 ms, 10 parallel reads.
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      react: { useSuspense: true },
    });
  return initialising;
}
