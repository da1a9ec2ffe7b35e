import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, use } from 'react';
import { useHealthCheck } from '../health-check';
import { createQueryClient } from '../query-client';
import { QueryClientSlot } from '../query-client-slot';

let browserClient: QueryClient | null = null;

function sharedBrowserClient(): QueryClient {
  browserClient ??= createQueryClient();
  return browserClient;
}

function HealthCheck() {
  useHealthCheck();
  return null;
}

/**
 * TanStack Query and the health check for the signed-in screens only: the public pages fetch
 * nothing through it, so the sign-in page does not download it. One client for the whole visit
 * (created on the first signed-in screen), unless a test provides its own.
 */
export function SignedInQueries({ children }: { children: ReactNode }) {
  const provided = use(QueryClientSlot);
  const client = provided ?? sharedBrowserClient();
  return (
    <QueryClientProvider client={client}>
      <HealthCheck />
      {children}
    </QueryClientProvider>
  );
}
