import { expect, test } from '@playwright/test';
import { approveAccountOf, signInWithPassword } from '../support/accounts';
import { PASSWORD, signUpConfirmed, uniqueEmail } from '../support/identity';
import { finishClientFirstSteps } from '../support/onboarding';

test.describe('account review', () => {
  test('trading, analytics and orders wait for the operator, then open after a reload', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('review');
    await signUpConfirmed(request, email, 'client');
    await finishClientFirstSteps(request, email, 'Review Test GmbH');
    await signInWithPassword(page, email, PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

    for (const [path, title] of [
      ['/trading', 'Trading'],
      ['/analytics/predict', 'Analytics'],
      ['/orders/active', 'Orders'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/^Your account is getting reviewed\. /)).toBeVisible();
    }
    await page.goto('/settings/kyc-kyb');
    await expect(page.getByText(/becomes available once your account is approved for trading/)).toBeVisible();

    // German too.
    await page.goto('/trading?lang=de');
    await expect(page.getByText('Ihr Konto wird gerade geprüft', { exact: true })).toBeVisible();

    await approveAccountOf(request, email, PASSWORD);
    await page.goto('/trading?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Trading' })).toBeVisible();
    await expect(page.getByText(/Your account is getting reviewed/)).toHaveCount(0);
    await page.goto('/settings/kyc-kyb');
    await expect(page.getByText(/becomes available once your account is approved/)).toHaveCount(0);
  });
});
