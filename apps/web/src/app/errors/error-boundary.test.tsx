import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { routes } from '../routes';
import { AppErrorBoundary } from './app-error-boundary';

function Broken(): never {
  throw new Error('screen exploded');
}

/** The real route tree with one extra screen that fails, placed where feature screens live. */
function routesWithBrokenScreen(): RouteObject[] {
  const [root] = routes as [RouteObject];
  const [screens] = root.children as [RouteObject];
  const broken: RouteObject = { path: 'broken', Component: Broken };
  return [
    { ...root, children: [{ ...screens, children: [broken, ...(screens.children ?? [])] }] } as RouteObject,
  ];
}

describe('error boundaries', () => {
  it('a failing screen shows the error inside the layout, with a reload button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/broken', routesWithBrokenScreen());
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Something went wrong!' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('an error outside the routes is caught by the top-level boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MantineProvider>
        <AppErrorBoundary>
          <Broken />
        </AppErrorBoundary>
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
