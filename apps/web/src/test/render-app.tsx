import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/routes';

/** Renders the whole app (providers, layout, real routes) at `path` in a memory router. */
export function renderApp(path = '/', appRoutes: RouteObject[] = routes) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App router={router} queryClient={createQueryClient()} />);
  return { ...view, router, user };
}
