import { screen, waitFor, within } from '@testing-library/react';
import type { Integration } from '@tranche/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { failure, fakeApi, loadedUser, ok, userRoutes } from '../../account/testing/fake-api';
import { renderWithSession } from '../../account/testing/render-with-session';
import { IntegrationsTab } from './integrations-tab';

const ID = '00000000-0000-4000-8000-00000000c0da';

const connection = (overrides: Partial<Integration>): Integration => ({
  id: ID,
  type: 'codat',
  category: 'accounting',
  status: 'active',
  sandbox: true,
  vanityUrl: null,
  connectedAt: '2026-01-10T09:00:00.000Z',
  lastSyncedAt: '2026-01-10T09:01:00.000Z',
  lastError: null,
  expiresAt: null,
  syncing: false,
  syncProgress: null,
  institutionName: null,
  institutionLogo: null,
  country: null,
  transactionTotalDays: null,
  companyId: 'company-1',
  companyConnectionId: 'connection-1',
  ...overrides,
});

const render = (path: string) =>
  renderWithSession([{ path: '/settings/integrations', element: <IntegrationsTab /> }], { path });

const card = (name: string) => screen.findByRole('region', { name });

const { assign } = vi.hoisted(() => ({ assign: vi.fn() }));
vi.mock('../lib/leave-for', () => ({ leaveFor: assign }));

beforeEach(() => {
  assign.mockReset();
  sessionStorage.clear();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('Settings → Integrations → Accounting', () => {
  it('confirms the return from the link page once and clears the address', async () => {
    const api = fakeApi({
      ...userRoutes(loadedUser()).routes,
      'GET /integrations': () => ok([]),
      [`PATCH /codat/connectCompanyPassed/${ID}`]: () => ok(connection({})),
    });
    const { router } = render(`/settings/integrations?accounting=${ID}`);
    expect(await screen.findByText('Codat is connected. The first sync has started.')).toBeInTheDocument();
    expect(api.sent('PATCH', '/codat/')).toHaveLength(1);
    expect(api.sent('PATCH', '/codat/')[0]!.body).toEqual({});
    expect(router.state.location.search).toBe('');
  });

  it('passes a refused link on and says so in the spec’s words (German too)', async () => {
    await i18n.changeLanguage('de');
    const api = fakeApi({
      ...userRoutes(loadedUser()).routes,
      'GET /integrations': () => ok([]),
      [`PATCH /codat/reconnectCompanyPassed/${ID}`]: () =>
        failure(400, 'ACCOUNTING_FAILED', 'Failed to connect accounting manager!'),
    });
    render(`/settings/integrations?accounting=${ID}&reconnect=1&error=access_denied`);
    expect(
      await screen.findByText('Buchhaltungssoftware konnte nicht verbunden werden!'),
    ).toBeInTheDocument();
    expect(api.sent('PATCH', `/codat/reconnectCompanyPassed/${ID}`)[0]!.body).toEqual({
      error: 'access_denied',
    });
  });

  it('sends the browser to the consent page of the chosen data centre, remembering its state', async () => {
    const api = fakeApi({
      ...userRoutes(loadedUser()).routes,
      'GET /integrations': () => ok([]),
      'GET /integrations/zoho-url': () =>
        ok({ url: '/integrations/consent?type=zoho&state=jp~abc', state: 'jp~abc', sandbox: true }),
    });
    const { user } = render('/settings/integrations');
    const zoho = await card('Zoho Books');
    await user.selectOptions(within(zoho).getByRole('combobox', { name: /Data centre/ }), 'Japan (zoho.jp)');
    await user.click(within(zoho).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/integrations/consent?type=zoho&state=jp~abc'));
    expect(api.sent('GET', '/integrations/zoho-url')[0]!.path).toBe('/integrations/zoho-url?location=jp');
    expect(sessionStorage.getItem('tranche.integration-state.zoho')).toBe('jp~abc');
  });

  it('links an expired aggregator connection again with its company and connection', async () => {
    const api = fakeApi({
      ...userRoutes(loadedUser()).routes,
      'GET /integrations': () => ok([connection({ status: 'expired' })]),
      'POST /integrations/codat/reconnect': () =>
        ok(connection({ status: 'expired', consentLink: '/integrations/consent?type=codat&reconnect=1' })),
    });
    const { user } = render('/settings/integrations');
    const codat = await card('Codat');
    await user.click(await within(codat).findByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/integrations/consent?type=codat&reconnect=1'));
    expect(api.sent('POST', '/integrations/codat/reconnect')[0]!.body).toEqual({
      companyId: 'company-1',
      companyConnectionId: 'connection-1',
    });
  });

  it('opens the vault of the unified API, and offers a link left half-way again', async () => {
    fakeApi({
      ...userRoutes(loadedUser()).routes,
      'GET /integrations': () =>
        ok([
          connection({ id: ID, type: 'apideck', category: 'unified', status: 'pending', lastSyncedAt: null }),
        ]),
      'POST /apideck/session': () => ok({ sessionUrl: 'https://vault.example/session/1' }),
    });
    const { user } = render('/settings/integrations');
    const apideck = await card('Apideck');
    expect(within(apideck).getByText('Waiting to connect')).toBeInTheDocument();
    await user.click(within(apideck).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://vault.example/session/1'));
  });
});
