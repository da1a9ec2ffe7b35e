import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EVENTS_ENDPOINT, telemetry } from '../lib/telemetry';
import { bodiesSentTo } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';

/** Events posted since the test began, in order (flushing whatever is still queued). */
async function pageViews(): Promise<unknown[]> {
  await telemetry.flush();
  return bodiesSentTo(vi.mocked(fetch), EVENTS_ENDPOINT).flatMap(
    (body) => (body as { events: unknown[] }).events,
  );
}

describe('page views', () => {
  it('tracks one PAGE_VIEW per completed route change, after redirects', async () => {
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    await user.click(screen.getByRole('link', { name: 'Analytics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/analytics/observe'));
    await user.click(await screen.findByRole('tab', { name: 'Predict' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/analytics/predict'));
    await user.click(screen.getByRole('link', { name: 'Analytics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/analytics/observe'));

    await waitFor(async () =>
      expect(await pageViews()).toEqual([
        { name: 'PAGE_VIEW', path: '/' },
        { name: 'PAGE_VIEW', path: '/analytics/observe' },
        { name: 'PAGE_VIEW', path: '/analytics/predict' },
        { name: 'PAGE_VIEW', path: '/analytics/observe' },
      ]),
    );
  });
});
