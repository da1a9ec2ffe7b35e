import { expect, type Page, test } from '@playwright/test';
import { DEMO_CLIENT, DEMO_INVESTOR, signInWithPassword } from '../support/accounts';

const dialog = (page: Page) => page.getByRole('dialog');
const summary = (page: Page) => page.getByRole('heading', { name: 'Your asset' }).locator('..');

test.describe('trading', () => {
  test('the demo client picks by a target amount, sees a refusal, and puts chosen subscriptions on the market', async ({
    page,
  }) => {
    await signInWithPassword(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
    await page.goto('/trading');
    await expect(page.getByRole('heading', { level: 1, name: 'Trading' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Tradable subscriptions' });
    await expect(table.getByRole('row')).toHaveCount(21);
    // No black box: the rating behind the price, factor by factor.
    await page.getByRole('button', { name: /^Why this price: your rating [A-E]/ }).click();
    const factors = page.getByRole('table', { name: 'Rating factors' });
    await expect(factors.getByRole('rowheader', { name: /^MRR growth/ })).toBeVisible();
    await expect(factors).toContainText('scored conservatively');

    // Name an amount: Tranche picks the subscriptions whose prices reach it.
    await page.getByRole('textbox', { name: 'Target amount' }).fill('50000');
    await page.getByRole('button', { name: 'Pick for me' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /^Picked \d+ subscriptions for a price of/ }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Clear selection' }).click();

    // A contract longer than a subscription runs: the server's refusal, in the spec's words.
    await page.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'End date, earliest first' });
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await page.getByRole('textbox', { name: 'Contract length' }).fill('120');
    await table.getByRole('checkbox').nth(1).check();
    await expect(table.getByText('This subscription ends before contract ends.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm order' })).toBeDisabled();
    await page.getByRole('button', { name: 'Clear selection' }).click();

    // By hand: the two subscriptions with the highest MRR over twelve months.
    await page.getByRole('textbox', { name: 'Contract length' }).fill('12');
    await page.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'MRR, highest first' });
    await expect(table).toHaveAttribute('aria-busy', 'false');
    // Two that run on (subscriptions of equal MRR come in any order; one ending soon would be refused).
    const openEnded = table.getByRole('row').filter({ hasText: 'Open-ended' });
    await openEnded.nth(0).getByRole('checkbox').check();
    await openEnded.nth(1).getByRole('checkbox').check();
    await expect(summary(page).getByText('Sold subscriptions')).toBeVisible();
    await expect(summary(page)).toContainText(/Sold subscriptions\s*2/);
    await expect(summary(page)).toContainText(/Guide price\s*€[\d,]+\.\d\d/);
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect(dialog(page).getByText(/^2 subscriptions with a receivable value of €/)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Put on the market' }).click();
    await expect(page).toHaveURL(/\/orders\/active$/);
    await expect(page.getByText('Your asset is on the market.')).toBeVisible();
  });

  test('the demo investor bids on an asset of the market, in German', async ({ page }) => {
    await signInWithPassword(page, DEMO_INVESTOR.email, DEMO_INVESTOR.password);
    await page.goto('/trading?lang=de');
    await expect(page.getByRole('heading', { level: 1, name: 'Handel' })).toBeVisible();
    await page.getByRole('button', { name: 'Ratingdetails' }).first().click();
    await expect(dialog(page).getByRole('table', { name: 'Ratingfaktoren' })).toContainText('MRR-Wachstum');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Gebot abgeben' }).first().click();
    await expect(dialog(page).getByText(/^Verfügbar für Gebote: /)).toBeVisible();
    const price = dialog(page).getByRole('textbox', { name: /^Ihr Preis/ });
    await price.fill('0');
    await expect(dialog(page).getByText('Geben Sie einen Preis über null ein.')).toBeVisible();
    await price.fill('1000');
    await dialog(page)
      .getByRole('button', { name: /bieten$/ })
      .click();
    await expect(page.getByText('Ihr Gebot ist abgegeben.')).toBeVisible();
    await expect(page.getByText(/^Ihr Gebot: 1\.000,00/).first()).toBeVisible();
  });
});
