import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../lib/auth-paths';
import { AuthLink } from './auth-link';

function renderAt(entry: string, link: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: link }], { initialEntries: [entry] });
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('AuthLink', () => {
  it('keeps where the user wanted to go and the language, and nothing else of the current query', () => {
    renderAt(
      '/sign-in?next=%2Forders&lang=de&email=old%40example.com',
      <AuthLink to={AUTH_PATHS.signUp}>Sign up</AuthLink>,
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/sign-up?next=%2Forders&lang=de',
    );
  });

  it('adds the parameters it is given, leaving out empty ones', () => {
    renderAt(
      '/sign-in?lang=de',
      <>
        <AuthLink to={AUTH_PATHS.forgotPassword} params={{ email: 'ada@example.com' }}>
          Forgot
        </AuthLink>
        <AuthLink to={AUTH_PATHS.forgotPassword} params={{ email: '' }}>
          Forgot without email
        </AuthLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Forgot' })).toHaveAttribute(
      'href',
      '/forgot-password?lang=de&email=ada%40example.com',
    );
    expect(screen.getByRole('link', { name: 'Forgot without email' })).toHaveAttribute(
      'href',
      '/forgot-password?lang=de',
    );
  });
});
