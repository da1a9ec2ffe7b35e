import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
// From 'react-router' itself, not 'react-router/dom': one module instance for every router hook.
import { type DataRouter, RouterProvider } from 'react-router';
import { PageLoader } from '../components/page-loader';
import type { AuthClient } from '../lib/auth/auth-types';
import { AuthProvider } from '../lib/auth/session-context';
import { useToasterRequested } from '../lib/toaster-request';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { OfflineBanner } from './offline-banner';
import { QueryClientSlot } from './query-client-slot';
import { SessionGate } from './session/session-gate';
import { localisedTheme, readableColorsResolver } from './theme';

/** The toasts' renderer (and its styling library) is not needed for the first paint. */
const AppToaster = lazy(() => import('../lib/toast').then((module) => ({ default: module.AppToaster })));

function DeferredToaster() {
  if (!useToasterRequested()) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

interface AppProps {
  router: DataRouter;
  /** Tests share theirs; in the browser the signed-in shell creates one (app/session/signed-in-queries). */
  queryClient?: QueryClient;
  /** Identity: Amplify in main.tsx, a fake in tests. */
  auth: AuthClient;
  /** Where the browser goes after signing out; the site root unless a test watches it. */
  onSignedOut?: () => void;
}

/** Providers around the router; main.tsx passes the browser router, tests a memory router. */
export function App({ router, queryClient, auth, onSignedOut }: AppProps) {
  // Above every Suspense boundary: must never suspend (the common texts load before the app starts).
  const { t } = useTranslation('common', { useSuspense: false });
  const theme = useMemo(() => localisedTheme(t), [t]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColorsResolver}>
      <AppErrorBoundary>
        <QueryClientSlot value={queryClient ?? null}>
          <AuthProvider client={auth} {...(onSignedOut ? { onSignedOut } : {})}>
            {/* Only a language switch to namespaces not yet loaded suspends; first load is awaited in main. */}
            <Suspense fallback={<PageLoader />}>
              <SessionGate>
                <RouterProvider router={router} />
              </SessionGate>
            </Suspense>
          </AuthProvider>
          <OfflineBanner />
          <DeferredToaster />
        </QueryClientSlot>
      </AppErrorBoundary>
    </MantineProvider>
  );
}
