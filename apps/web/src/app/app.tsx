import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
// From 'react-router' itself, not 'react-router/dom': one module instance for every router hook.
import { type DataRouter, RouterProvider } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { AppToaster } from '../lib/toast';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { useHealthCheck } from './health-check';
import { OfflineBanner } from './offline-banner';
import { theme } from './theme';

function HealthCheck() {
  useHealthCheck();
  return null;
}

interface AppProps {
  router: DataRouter;
  queryClient: QueryClient;
}

/** Providers around the router; main.tsx passes the browser router, tests a memory router. */
export function App({ router, queryClient }: AppProps) {
  return (
    <MantineProvider theme={theme}>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <HealthCheck />
          {/* Only a language switch to namespaces not yet loaded suspends; first load is awaited in main. */}
          <Suspense fallback={<PageLoader />}>
            <RouterProvider router={router} />
          </Suspense>
          <OfflineBanner />
          <AppToaster />
        </QueryClientProvider>
      </AppErrorBoundary>
    </MantineProvider>
  );
}
