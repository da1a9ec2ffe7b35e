import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { i18n, languageFromQuery } from '../lib/i18n';
import { track } from '../lib/telemetry';

/**
 * Side effects of a completed navigation (the data router updates the location only after its
 * loaders and redirects settle): a PAGE_VIEW per new path, and `?lang=` switching the language.
 */
export function RouteEffects() {
  const { pathname, search } = useLocation();
  const trackedPath = useRef<string | null>(null);

  useEffect(() => {
    // The ref also absorbs StrictMode's second effect run, so one visit is one page view.
    if (trackedPath.current === pathname) return;
    trackedPath.current = pathname;
    track('PAGE_VIEW', undefined, pathname);
  }, [pathname]);

  useEffect(() => {
    const language = languageFromQuery(search);
    if (language && language !== i18n.resolvedLanguage) void i18n.changeLanguage(language);
  }, [search]);

  return null;
}
