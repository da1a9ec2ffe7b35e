import { expect, test } from '@playwright/test';
import { DEMO_CLIENT, DEMO_INVESTOR, signInWithPassword } from '../support/accounts';

test.describe('home: trading, repayments and the portfolio', () => {
  test('the demo client sees its trade activity, next due payment, sold subscriptions and repayments', async ({
    page,
  }) => {
    await signInWithPassword(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
    await page.goto('/');
    const trade = page.getByRole('region', { name: 'Trading and repayments' });
    // Home's first figures come from the KPI engine on the embedded database: seconds on a busy machine.
    await expect(trade.getByText('Assets on the market')).toBeVisible({ timeout: 30_000 });
    await expect(trade.getByText('Completed sales')).toBeVisible();
    await expect(trade.getByText(/^Due on |overdue$/)).toBeVisible();
    await expect(trade.getByText(/^MRR sold: /)).toBeVisible();
    const chart = page.getByRole('region', { name: 'Repayments over time' });
    await chart.getByText('Table', { exact: true }).click();
    await expect(chart.getByRole('table').getByRole('row')).not.toHaveCount(0);
  });

  test('the demo investor sees its portfolio with received repayments and the IRR, in German', async ({
    page,
  }) => {
    await signInWithPassword(page, DEMO_INVESTOR.email, DEMO_INVESTOR.password);
    await page.goto('/?lang=de');
    const portfolio = page.getByRole('region', { name: 'Ihr Portfolio' });
    await expect(portfolio.getByText('Investiert', { exact: true }).first()).toBeVisible();
    await expect(portfolio.getByText(/^von .* erwartet$/)).toBeVisible();
    await expect(portfolio.getByText(/bei planmäßiger Rückzahlung$/)).toBeVisible();
    await expect(portfolio.getByRole('table', { name: 'Konzentration nach Unternehmen' })).toContainText(
      /Company [0-9A-F]{4}/,
    );
    await expect(portfolio.getByRole('table', { name: 'Konzentration nach Rating' })).toContainText('Rating');
  });
});
