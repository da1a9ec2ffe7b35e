import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, cognitoError, createFakeAuthClient, MEMBER } from '../../lib/auth/testing/fake-auth-client';
import { EVENTS_ENDPOINT, telemetry } from '../../lib/telemetry';
import { bodiesSentTo, HEALTHY } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { routes } from '../routes';

async function eventNames(): Promise<string[]> {
  await telemetry.flush();
  return bodiesSentTo(vi.mocked(fetch), EVENTS_ENDPOINT)
    .flatMap((body) => (body as { events: { name: string }[] }).events)
    .map((event) => event.name)
    .filter((name) => name !== 'PAGE_VIEW');
}

/** The API answering GET /api/user with `status` (the rest as healthy as ever). */
function apiUserAnswers(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/api/events')) return Response.json({ data: { accepted: 1 } }, { status: 202 });
      if (url.endsWith('/api/user')) return Response.json(body, { status });
      return Response.json(HEALTHY);
    }),
  );
}

describe('user loading and the session (spec §4)', { timeout: 15_000 }, () => {
  it('renders nothing of the app until the user is loaded', async () => {
    const auth = createFakeAuthClient();
    let finish: (value: typeof MEMBER) => void = () => {};
    auth.currentSession.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    renderApp('/', routes, auth);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    finish(MEMBER);
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign-in, remembering the page', async () => {
    const { router } = renderApp('/orders/active?lang=en', routes, createFakeAuthClient(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/sign-in?next=%2Forders%2Factive%3Flang%3Den&lang=en',
    );
  });

  it('treats a session that cannot be read (offline) as signed out', async () => {
    const auth = createFakeAuthClient();
    auth.currentSession.mockRejectedValue(cognitoError('NetworkError'));
    renderApp('/', routes, auth);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('stops with the reason when the user pool cannot be used', async () => {
    const auth = createFakeAuthClient();
    auth.currentSession.mockRejectedValue(
      cognitoError('InvalidUserPoolId', 'Invalid user pool id provided.'),
    );
    renderApp('/', routes, auth);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign-in is not available' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Invalid user pool id provided.')).toBeInTheDocument();
  });

  it('signs in on the token alone while the API has no profile (404)', async () => {
    apiUserAnswers(404, { errors: [{ code: 'NOT_FOUND', message: 'No route for GET /api/user' }] });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('ends the local session when the API refuses the token', async () => {
    apiUserAnswers(401, {
      errors: [{ code: 'UNAUTHENTICATED', message: 'User needs to be authenticated to call this API.' }],
    });
    const { auth } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(auth.signOut).toHaveBeenCalledWith({ global: false });
  });

  it('shows the signed-in email in the header menu and signs out to the site root', async () => {
    const { user, auth, signedOut } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /, Account$/ }));
    expect(await screen.findByText(MEMBER.email)).toBeInTheDocument();
    // jsdom has no layout, so floating-ui reports the menu's anchor as detached and hides the dropdown.
    const item = (name: string) => screen.getByRole('menuitem', { name, hidden: true });
    expect(item('Security')).toHaveAttribute('href', '/settings/security');
    await user.click(item('Sign out'));
    await waitFor(() => expect(signedOut).toHaveBeenCalledTimes(1));
    expect(auth.signOut).toHaveBeenCalledWith({ global: false });
    expect(await eventNames()).toEqual(['USER_LOGOUT']);
  });
});

describe('admin modal (spec §2)', { timeout: 15_000 }, () => {
  it('shows only the modal: no dashboard, the email, log out and copy token', async () => {
    const { user, auth, signedOut } = renderApp('/analytics/observe', routes, createFakeAuthClient(ADMIN));

    const dialog = await screen.findByRole('dialog', { name: 'Administrator' });
    expect(dialog).toHaveTextContent('There is currently no Admin Dashboard.');
    expect(dialog).toHaveTextContent('You are signed in as root@example.com.');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy identity token' }));
    expect(await screen.findByText('Identity token copied to the clipboard')).toBeInTheDocument();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('header.payload.signature');

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Administrator' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(signedOut).toHaveBeenCalledTimes(1));
    expect(auth.signOut).toHaveBeenCalledWith({ global: false });
    expect(auth.currentSession).toHaveBeenCalled();
  });
});

describe('legal pages', () => {
  it.each([
    ['/terms', 'Terms of Use'],
    ['/privacy', 'Privacy Notice'],
  ])('%s is open to signed-out visitors', async (path, title) => {
    renderApp(path, routes, createFakeAuthClient(null));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('is translated', async () => {
    renderApp('/privacy?lang=de', routes, createFakeAuthClient(null));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Rechte' })).toBeInTheDocument();
  });
});
