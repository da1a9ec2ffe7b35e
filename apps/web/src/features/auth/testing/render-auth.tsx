import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
import { App } from '../../../app/app';
import { createQueryClient } from '../../../app/query-client';
import { loadAllScreens, routerOptions, routes } from '../../../app/routes';
import { createFakeAuthClient, type FakeAuthClient } from '../../../lib/auth/testing/fake-auth-client';
import { EVENTS_ENDPOINT, telemetry } from '../../../lib/telemetry';
import { bodiesSentTo } from '../../../test/fetch-stub';

// Screens load on first visit; compile them once up front so no test spends its wait on that.
await loadAllScreens();

/** The whole app at `entry` (a path, or a location with router state), signed out unless `auth` says so. */
export function renderAuth(entry: InitialEntry, auth: FakeAuthClient = createFakeAuthClient(null)) {
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [entry] });
  const user = userEvent.setup({ delay: null });
  const signedOut = vi.fn();
  render(<App router={router} queryClient={createQueryClient()} auth={auth} onSignedOut={signedOut} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, user, auth, signedOut, location };
}

/** Names of the application events sent so far (flushing what is queued). */
export async function trackedEvents(): Promise<string[]> {
  await telemetry.flush();
  return bodiesSentTo(vi.mocked(fetch), EVENTS_ENDPOINT)
    .flatMap((body) => (body as { events: { name: string }[] }).events)
    .map((event) => event.name)
    .filter((name) => name !== 'PAGE_VIEW');
}
