import { expect, test } from '@playwright/test';
import { DEMO_CLIENT, signInWithPassword } from '../support/accounts';
import { scrapeMetrics } from '../support/metrics';

test.describe('web shell', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithPassword(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
  });

  test('opens the built app, switches to German and sees German navigation', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Subscriptions' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });

    const navDe = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(navDe.getByRole('link', { name: 'Abonnements' })).toBeVisible();
    await expect(navDe.getByRole('link', { name: 'Einstellungen' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    // The choice is remembered across a reload.
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  });

  test('?lang=en switches back, and tabs are real routes', async ({ page }) => {
    await page.goto('/settings?lang=de');
    await expect(page).toHaveURL(/\/settings\/integrations/);
    await expect(page.getByRole('tab', { name: 'Integrationen' })).toHaveAttribute('aria-selected', 'true');
    await page.goto('/orders/bidding?lang=EN');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Bidding' })).toHaveAttribute('aria-selected', 'true');
  });

  test('reports a page view for each route change', async ({ page, request }) => {
    const before = await scrapeMetrics(request);
    const count = (text: string) =>
      Number(/tranche_app_events_total\{name="PAGE_VIEW"\} (\d+)/.exec(text)?.[1] ?? 0);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Trading' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trading' })).toBeVisible();
    await expect
      .poll(async () => count(await scrapeMetrics(request)))
      .toBeGreaterThanOrEqual(count(before) + 2);
  });
});
