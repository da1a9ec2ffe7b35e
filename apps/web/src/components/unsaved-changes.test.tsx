import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { i18n } from '../lib/i18n';
import { UnsavedChangesGuard, useUnsavedChanges } from './unsaved-changes';

function Field() {
  const [value, setValue] = useState('');
  useUnsavedChanges(value !== '');
  return (
    <>
      <input aria-label="Name" value={value} onChange={(event) => setValue(event.currentTarget.value)} />
      <button type="button" onClick={() => setValue('')}>
        Save
      </button>
    </>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: '/settings',
        element: (
          <UnsavedChangesGuard>
            <Link to="/settings/company">Company tab</Link>
            <Outlet />
          </UnsavedChangesGuard>
        ),
        children: [
          { path: 'profile', element: <Field /> },
          { path: 'company', element: <p>Company form</p> },
        ],
      },
      { path: '/elsewhere', element: <p>Another screen</p> },
    ],
    { initialEntries: ['/settings/profile'] },
  );
  const user = userEvent.setup();
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, user };
}

const beforeUnloadCancelled = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('unsaved changes', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en')));

  it('leaves at once when nothing was typed', async () => {
    const { router, user } = setup();
    await user.click(screen.getByRole('link', { name: 'Company tab' }));
    expect(await screen.findByText('Company form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/company');
    expect(beforeUnloadCancelled()).toBe(false);
  });

  it('asks before another tab or screen takes the edits away, and stays when asked to', async () => {
    const { router, user } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('link', { name: 'Company tab' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('You have changes that are not saved yet.');
    await user.click(screen.getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe('/settings/profile');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');

    await act(() => router.navigate('/elsewhere'));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks the browser to confirm closing the page only while edits are unsaved', async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Ada');
    expect(beforeUnloadCancelled()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(beforeUnloadCancelled()).toBe(false);
  });

  it('asks in German', async () => {
    await act(() => i18n.changeLanguage('de'));
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('link', { name: 'Company tab' }));
    expect(await screen.findByRole('dialog', { name: 'Ohne Speichern verlassen?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ohne Speichern verlassen' })).toBeInTheDocument();
  });
});
