import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient } from '../../../app/query-client';
import { theme } from '../../../app/theme';
import type { SessionClaims } from '../../../lib/auth/auth-types';
import { AuthProvider } from '../../../lib/auth/session-context';
import { createFakeAuthClient, MEMBER } from '../../../lib/auth/testing/fake-auth-client';
import { AppToaster } from '../../../lib/toast';

interface Options {
  path?: string;
  /** Who the id token says is signed in; the profile comes from GET /api/user (fake fetch). */
  claims?: SessionClaims | null;
}

/**
 * Renders routes with the real providers and session store, the identity client faked at its
 * boundary and the API faked at fetch level (see fake-api.ts).
 */
export function renderWithSession(routes: RouteObject[], { path = '/', claims = MEMBER }: Options = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const auth = createFakeAuthClient(claims);
  const user = userEvent.setup();
  const view = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider client={auth} onSignedOut={() => {}}>
          <RouterProvider router={router} />
        </AuthProvider>
        <AppToaster />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, user, auth };
}
