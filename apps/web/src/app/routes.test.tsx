import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

const SECTIONS = [
  ['Home', '/'],
  ['Analytics', '/analytics/observe'],
  ['Trading', '/trading'],
  ['Orders', '/orders/active'],
  ['Subscriptions', '/subscriptions/all'],
  ['Notifications', '/notifications'],
  ['Settings', '/settings/integrations'],
] as const;

const TABBED = {
  '/analytics': ['Observe', 'Predict', 'Discover', 'Detect'],
  '/orders': ['Active', 'Executed', 'Bidding', 'Hands Free'],
  '/subscriptions': ['All', 'Sold', 'Pledged', 'Churned', 'Invoices'],
  '/settings': [
    'Integrations',
    'Profile',
    'Company',
    'Bank Details',
    'Security',
    'Imports',
    'KYC/KYB',
    'Users',
    'File Room',
  ],
} as const;

const mainHeading = async (name: string) =>
  within(await screen.findByRole('main')).findByRole('heading', { level: 1, name });

describe('navigation', () => {
  it('reaches every section from the sidebar, marking it current', async () => {
    const { router, user } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    for (const [name, path] of SECTIONS) {
      await user.click(within(nav).getByRole('link', { name }));
      expect(await mainHeading(name)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      expect(
        within(nav)
          .getAllByRole('link')
          .filter((link) => link.getAttribute('aria-current')),
      ).toHaveLength(1);
    }
  });

  it.each(Object.entries(TABBED))(
    'redirects %s to its first tab and shows all its tabs',
    async (path, tabs) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe(`${path}/${tabs[0]!.toLowerCase()}`));
      const tabList = await screen.findByRole('tablist');
      expect(
        within(tabList)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(tabs);
      expect(within(tabList).getByRole('tab', { name: tabs[0] })).toHaveAttribute('aria-selected', 'true');
    },
  );

  it('keeps the query when a section redirects to its first tab', async () => {
    const { router } = renderApp('/settings?lang=en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/integrations'));
    expect(router.state.location.search).toBe('?lang=en');
  });

  it('selects the tab of the route and follows the arrow keys to the next tab', async () => {
    const { router, user } = renderApp('/orders/bidding');
    const bidding = await screen.findByRole('tab', { name: 'Bidding' });
    expect(bidding).toHaveAttribute('aria-selected', 'true');
    expect(bidding).toHaveAttribute('href', '/orders/bidding');
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'false');

    bidding.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/hands-free'));
    expect(screen.getByRole('tab', { name: 'Hands Free' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Hands Free' })).toHaveFocus();
  });

  it('filters notifications by the ?filter= query, All by default', async () => {
    const { router, user } = renderApp('/notifications');
    expect(await screen.findByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Unread' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=unread'));
    expect(screen.getByRole('tab', { name: 'Unread' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'false');
  });

  it.each(['/no-such-page', '/analytics/no-such-tab'])('shows the 404 page for %s', async (path) => {
    renderApp(path);
    expect(await mainHeading('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('titles the document after the screen', async () => {
    renderApp('/trading');
    await mainHeading('Trading');
    await waitFor(() => expect(document.title).toBe('Trading · Tranche'));
  });
});
