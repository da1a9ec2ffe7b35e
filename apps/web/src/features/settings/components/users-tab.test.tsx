import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompanyUser } from '../../account';
import { failure, fakeApi, loadedUser, ok, userRoutes } from '../../account/testing/fake-api';
import { renderWithSession } from '../../account/testing/render-with-session';
import { UsersTab } from './users-tab';

const SELF = loadedUser();
const member = (index: number, overrides: Partial<CompanyUser> = {}): CompanyUser => ({
  id: `user-${index}`,
  email: `user${index}@example.com`,
  firstName: `First${index}`,
  lastName: `Last${index}`,
  status: 'ACTIVE',
  createdAt: '2026-01-02T10:00:00.000Z',
  invitedBy: SELF.id,
  ...overrides,
});
const ME: CompanyUser = {
  ...member(0),
  id: SELF.id,
  email: SELF.email,
  firstName: 'Ada',
  lastName: 'Lovelace',
};

/** GET user/list over a list of users, with the API's paging. */
function listRoute(users: () => CompanyUser[]) {
  return ({ path }: { path: string }) => {
    const query = new URLSearchParams(path.split('?')[1]);
    const page = Number(query.get('page'));
    const size = Number(query.get('size'));
    const all = users();
    return ok({ users: all.slice((page - 1) * size, page * size), total: all.length, page, size });
  };
}

const render = (path = '/settings/users') =>
  renderWithSession([{ path: '/settings/users', element: <UsersTab /> }], { path });

describe('Settings → Users', () => {
  it('lists ten users a page from page 1 and pages on', async () => {
    const users = [ME, ...Array.from({ length: 12 }, (_, index) => member(index + 1))];
    const api = fakeApi({ ...userRoutes(SELF).routes, 'GET /user/list': listRoute(() => users) });
    const { user, router } = render();
    const table = await screen.findByRole('table', { name: 'Users of your company' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(api.sent('GET', '/user/list')[0]!.path).toBe('/user/list?page=1&size=10');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(router.state.location.search).toBe('?page=2');
    expect(api.sent('GET', '/user/list').at(-1)!.path).toBe('/user/list?page=2&size=10');
  });

  it('offers no actions on your own row', async () => {
    fakeApi({ ...userRoutes(SELF).routes, 'GET /user/list': listRoute(() => [ME, member(1)]) });
    render();
    const ownRow = (await screen.findByText('Ada Lovelace')).closest('tr')!;
    expect(within(ownRow).getByText('You')).toBeInTheDocument();
    expect(within(ownRow).queryByRole('button')).not.toBeInTheDocument();
    const otherRow = screen.getByText('First1 Last1').closest('tr')!;
    expect(
      within(otherRow)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Disable', 'Delete']);
  });

  it('disables, enables and deletes a user only after a confirmation naming them', async () => {
    let users = [ME, member(1)];
    const setStatus = (status: CompanyUser['status']) => {
      users = users.map((one) => (one.id === 'user-1' ? { ...one, status } : one));
      return ok(users[1]);
    };
    const api = fakeApi({
      ...userRoutes(SELF).routes,
      'GET /user/list': listRoute(() => users),
      'DELETE /user/user-1': ({ path }) => {
        if (path.endsWith('action=delete')) {
          users = [ME];
          return ok(null);
        }
        return setStatus('DISABLED');
      },
      'PATCH /user/user-1': () => setStatus('ACTIVE'),
    });
    const { user } = render();

    await user.click(await screen.findByRole('button', { name: 'Disable First1 Last1' }));
    const disable = await screen.findByRole('dialog', { name: 'Disable First1 Last1?' });
    expect(within(disable).getByText(/user1@example\.com/)).toBeInTheDocument();
    await user.click(within(disable).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('DELETE', '/user/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Disable First1 Last1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(api.sent('DELETE', '/user/user-1?action=disable')).toHaveLength(1));
    expect(await screen.findByText('First1 Last1 is disabled')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Enable First1 Last1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Enable First1 Last1?' })).getByRole('button', {
        name: 'Enable',
      }),
    );
    await waitFor(() => expect(api.sent('PATCH', '/user/user-1')).toHaveLength(1));

    await user.click(await screen.findByRole('button', { name: 'Delete First1 Last1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete First1 Last1?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(api.sent('DELETE', '/user/user-1?action=delete')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('First1 Last1')).not.toBeInTheDocument());
  });

  it('invites a user, and says when the email is taken without losing the input', async () => {
    const api = fakeApi({
      ...userRoutes(SELF).routes,
      'GET /user/list': listRoute(() => [ME]),
      'POST /user': ({ body }) =>
        (body as { email: string }).email === 'taken@example.com'
          ? failure(400, 'USER_EXISTS', 'User with this email already exists')
          : ok(member(2, body as Partial<CompanyUser>), 201),
    });
    const { user } = render();
    await user.type(await screen.findByRole('textbox', { name: /first name/i }), 'Charles');
    await user.type(screen.getByRole('textbox', { name: /last name/i }), 'Babbage');
    const email = screen.getByRole('textbox', { name: /email/i });
    await user.type(email, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('User with this email already exists')).toBeInTheDocument();
    expect(email).toHaveValue('taken@example.com');

    await user.clear(email);
    await user.type(email, 'charles@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to charles@example.com')).toBeInTheDocument();
    expect(api.sent('POST', '/user').at(-1)!.body).toEqual({
      email: 'charles@example.com',
      firstName: 'Charles',
      lastName: 'Babbage',
    });
  });

  it('requires a name and a valid email to invite', async () => {
    const api = fakeApi({ ...userRoutes(SELF).routes, 'GET /user/list': listRoute(() => [ME]) });
    const { user } = render();
    await user.type(await screen.findByRole('textbox', { name: /email/i }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Required field First name')).toBeInTheDocument();
    expect(screen.getByText('Required field Last name')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(api.sent('POST', '/user')).toHaveLength(0);
  });

  it('is for client companies', async () => {
    fakeApi(userRoutes(loadedUser({ kind: 'INVESTOR' })).routes);
    render();
    expect(await screen.findByText('User management is available for client companies.')).toBeInTheDocument();
  });
});
