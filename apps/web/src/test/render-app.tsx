import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { loadAllScreens, routerOptions, routes } from '../app/routes';
import { createFakeAuthClient, type FakeAuthClient } from '../lib/auth/testing/fake-auth-client';

// Screens load on first visit; compile them once up front so no test spends its wait on that.
await loadAllScreens();

/**
 * Renders the whole app (providers, layout, real routes) at `path` in a memory router, signed in
 * as a client unless `auth` says otherwise (identity is faked at the lib/auth boundary).
 */
export function renderApp(
  path = '/',
  appRoutes: RouteObject[] = routes,
  auth: FakeAuthClient = createFakeAuthClient(),
) {
  const router = createMemoryRouter(appRoutes, { ...routerOptions, initialEntries: [path] });
  const user = userEvent.setup();
  const signedOut = vi.fn();
  const view = render(
    <App router={router} queryClient={createQueryClient()} auth={auth} onSignedOut={signedOut} />,
  );
  return { ...view, router, user, auth, signedOut };
}
