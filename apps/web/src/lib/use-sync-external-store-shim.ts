/**
 * What `use-sync-external-store/shim` gives React 17 and older, taken from React itself: React 19
 * has the hook built in, and the shim's own code (which react-i18next imports) would otherwise ride
 * along on the sign-in page unused. vite.config.ts points the shim's import here.
 */
export { useSyncExternalStore } from 'react';
