import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { failure, fakeApi, loadedUser, userRoutes } from '../testing/fake-api';
import { renderWithSession } from '../testing/render-with-session';
import { ProfileForm } from './profile-form';
import { WithUser } from './user-state';

const routes = [{ path: '/', element: <WithUser>{(user) => <ProfileForm user={user} />}</WithUser> }];

describe('Settings → Profile form', () => {
  it('shows the spec messages and sends nothing while fields are invalid', async () => {
    const api = fakeApi(userRoutes(loadedUser()).routes);
    const { user } = renderWithSession(routes);
    const firstName = await screen.findByRole('textbox', { name: /first name/i });
    await user.clear(firstName);
    await user.click(screen.getByRole('textbox', { name: /role in the company/i }));
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required field First name')).toBeInTheDocument();
    expect(screen.getByText('Too many characters')).toBeInTheDocument();
    expect(api.sent('PATCH', '/user')).toHaveLength(0);
  });

  it('saves the profile, says so, and switches the interface language with it', async () => {
    const api = fakeApi(userRoutes(loadedUser()).routes);
    const { user } = renderWithSession(routes);
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Salutation' }), 'Dr');
    await user.type(screen.getByRole('textbox', { name: /role in the company/i }), 'CEO');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'GBP');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.sent('PATCH', '/user')).toHaveLength(1));
    expect(api.sent('PATCH', '/user')[0]!.body).toEqual({
      salutation: 'Dr',
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: null,
      country: 'DE',
      currency: 'GBP',
      language: 'de',
      role: 'CEO',
      representative: true,
    });
    await waitFor(() => expect(i18n.language).toBe('de'));
    expect(await screen.findByText('Gespeichert')).toBeInTheDocument();
    expect(screen.getByText('Alle Änderungen gespeichert')).toBeInTheDocument();
  });

  it('leaves the interface language alone when the language was not changed', async () => {
    fakeApi(userRoutes(loadedUser({ language: 'en' })).routes);
    await i18n.changeLanguage('de');
    const { user } = renderWithSession(routes);
    await user.type(await screen.findByRole('textbox', { name: /rolle im unternehmen/i }), 'CFO');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gespeichert')).toBeInTheDocument();
    expect(i18n.language).toBe('de');
  });

  it('shows the investor type to investors only', async () => {
    fakeApi(userRoutes(loadedUser({ kind: 'INVESTOR', profile: 'investor', id_client: null })).routes);
    renderWithSession(routes);
    const select = await screen.findByRole('combobox', { name: 'Investor type' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Choose…',
      'Qualified investor',
      'Institutional investment company',
    ]);
  });

  it('keeps what was typed when the server refuses a field, and shows why next to it', async () => {
    const { routes: api } = userRoutes(loadedUser());
    fakeApi({ ...api, 'PATCH /user': () => failure(400, 'VALIDATION', 'body.role: Too many characters') });
    const { user } = renderWithSession(routes);
    const role = await screen.findByRole('textbox', { name: /role in the company/i });
    await user.type(role, 'Founder');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too many characters')).toBeInTheDocument();
    expect(role).toHaveValue('Founder');
    expect(role).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a date of birth in the future', async () => {
    const api = fakeApi(userRoutes(loadedUser()).routes);
    const { user } = renderWithSession(routes);
    const date = await screen.findByLabelText('Date of birth');
    fireEvent.change(date, { target: { value: '2999-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The date of birth must be in the past.')).toBeInTheDocument();
    expect(api.sent('PATCH', '/user')).toHaveLength(0);
  });
});
