import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { renderApp } from '../test/render-app';

const BANNER = "Can't connect to the server. Reload for retry.";

describe('offline banner', () => {
  it('appears when the health check on start cannot reach the server', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/');
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/health', expect.anything());
  });

  it('stays hidden while the server answers, and appears when a later call fails', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Orders' }));
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/health', expect.anything()));
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/assets')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
  });

  it('is translated', async () => {
    await i18n.changeLanguage('de');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/');
    expect(
      await screen.findByText('Keine Verbindung zum Server. Zum erneuten Versuch neu laden.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
  });
});
