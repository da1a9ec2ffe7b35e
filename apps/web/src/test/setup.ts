import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetConnectivityForTests } from '../lib/connectivity';
import { i18n, initI18n, NAMESPACES } from '../lib/i18n';
import { telemetry } from '../lib/telemetry';
import { healthyFetch } from './fetch-stub';

// findBy…/waitFor wait up to 5 s instead of 1 s: on a loaded two-core machine a lazy screen or a
// query answer can take longer than a second without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Mantine relies on (media queries, element resizing, scrolling).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

await initI18n('en');
// Every namespace up front, so a test's first render does not wait for one to load.
await i18n.loadNamespaces([...NAMESPACES]);

beforeEach(async () => {
  vi.stubGlobal('fetch', healthyFetch());
  await i18n.changeLanguage('en');
  window.localStorage.clear();
});

afterEach(async () => {
  // Events a test queued go to that test's fetch, never into the next test's (the queue is global).
  await telemetry.flush();
  cleanup();
  toast.remove();
  resetConnectivityForTests();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
