import { act, screen, within } from '@testing-library/react';
import type { Notification } from '@tranche/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fakeApi, loadedUser, ok, userRoutes } from '../../account/testing/fake-api';
import { renderWithSession } from '../../account/testing/render-with-session';
import { notificationsRoute } from './notifications.route';

const notice = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  type: 'NEW_BID',
  externalId: null,
  clientRefId: null,
  payload: { price: 1_234_500, currency: 'EUR', id_asset: 'a', id_order: `o${id}` },
  readClient: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const firstPage = Array.from({ length: 20 }, (_, i) => notice(100 - i));
const secondPage = [
  notice(1, {
    type: 'NEW_USER_INVITED',
    payload: { email: 'nina@example.com', firstName: 'Nina', lastName: 'Neu' },
  }),
];

function api() {
  return fakeApi({
    ...userRoutes(loadedUser()).routes,
    'GET /notification': ({ path }) => ok(path.includes('page=2') ? secondPage : firstPage),
    'PATCH /notification': () => ok({ updated: 1 }),
    'GET /notification/mail-preferences': () => ok({ mail: ['NEW_CSV_IMPORT'] }),
    'PATCH /notification/mail-preferences': ({ body }) => ok(body),
  });
}

const render = (path = '/notifications') => renderWithSession([notificationsRoute], { path });

describe('Notifications screen', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('renders each type with its payload, loads more, and marks one read', async () => {
    const fake = api();
    const { user } = render('/notifications?filter=unread');
    const items = await screen.findAllByTestId('notification');
    expect(items).toHaveLength(20);
    expect(within(items[0]!).getByText('A bid of €12,345.00 was placed on your asset.')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/orders/bidding');
    expect(fake.sent('GET', '/notification?')[0]!.path).toBe(
      '/notification?page=1&size=20&where[readClient]=false',
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByText('Nina Neu (nina@example.com) was invited to your company.'),
    ).toBeInTheDocument();
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(within(items[0]!).getByRole('button', { name: 'Mark as read' }));
    expect(fake.sent('PATCH', '/notification')[0]!.path).toBe('/notification?where[id]=100');
  });

  it('saves the types that also come by mail', async () => {
    const fake = api();
    const { user } = render();
    const newBid = await screen.findByRole('checkbox', { name: 'New bid on your asset' });
    expect(screen.getByRole('checkbox', { name: 'Import approved' })).toBeChecked();
    await user.click(newBid);
    await user.click(screen.getByRole('button', { name: 'Save mail settings' }));
    expect(await screen.findByText('Mail settings saved.')).toBeInTheDocument();
    expect(fake.sent('PATCH', '/notification/mail-preferences')[0]!.body).toEqual({
      mail: ['NEW_CSV_IMPORT', 'NEW_BID'],
    });
  });

  it('speaks German', async () => {
    api();
    await act(() => i18n.changeLanguage('de'));
    render();
    expect(
      (await screen.findAllByText('Auf Ihr Asset wurde ein Gebot über 12.345,00 € abgegeben.')).length,
    ).toBe(20);
    expect(screen.getByRole('button', { name: 'Mehr laden' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Auch per E-Mail' })).toBeInTheDocument();
  });
});
