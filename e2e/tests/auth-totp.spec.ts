import { expect, test } from '@playwright/test';
import { signInWithPassword } from '../support/accounts';
import { PASSWORD, signUpConfirmed, uniqueEmail } from '../support/identity';
import { finishClientFirstSteps } from '../support/onboarding';
import { totpCode } from '../support/totp';

test.describe('two-step verification', () => {
  test('TOTP setup in Security → sign out → sign in with a TOTP code', async ({ page, request }) => {
    const email = uniqueEmail('totp');
    await signUpConfirmed(request, email, 'client');
    await finishClientFirstSteps(request, email, 'Totp Testing GmbH');
    await signInWithPassword(page, email, PASSWORD);

    await page.goto('/settings/security');
    const section = page.getByRole('region', { name: /^Two-step verification/ });
    await section.getByRole('button', { name: 'Set up authenticator app' }).click();
    await expect(
      section.getByRole('img', { name: 'QR code to add Tranche to an authenticator app' }),
    ).toBeVisible();
    const secret = (await section.getByTestId('totp-secret').textContent())!.trim();
    await section.getByRole('textbox', { name: 'Verification code' }).fill(await totpCode(secret));
    await section.getByRole('button', { name: 'Verify and finish' }).click();
    await expect(section.getByText('On', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Verification code' }).fill(await totpCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).not.toHaveURL(/\/sign-in/);
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  });
});
