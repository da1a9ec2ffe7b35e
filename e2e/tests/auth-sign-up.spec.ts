import { expect, test } from '@playwright/test';
import { PASSWORD, signUpConfirmed, uniqueEmail } from '../support/identity';
import { waitForMail } from '../support/mailbox';

test.describe('sign-up', () => {
  test('sign-up → code from the mail outbox → confirm → auto sign-in → sign-out', async ({ page }) => {
    const email = uniqueEmail('sign-up');
    await page.goto('/sign-up');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('radio', { name: /^Client/ }).check();
    await page.getByRole('checkbox', { name: /I accept the Terms of Use and the Privacy Notice/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();
    await expect(page.getByText(/We sent a 6-digit code to \w\*\*\*@e\*\*\*\.example/)).toBeVisible();
    const mail = await waitForMail(email, /verification code is \d{6}/);
    const code = /verification code is (\d{6})/.exec(mail.text)![1]!;
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await page.getByRole('button', { name: 'Confirm email' }).click();

    // Auto sign-in: no password asked again; a new client starts with its first steps.
    await expect(page).toHaveURL(/\/first-steps/);
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('menu')).toContainText(email);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto('/settings/security');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fsettings%2Fsecurity$/);
  });

  test('an existing email is refused with the spec text, keeping the form', async ({ page, request }) => {
    const email = uniqueEmail('taken');
    await signUpConfirmed(request, email, 'investor');
    await page.goto('/sign-up?lang=de');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
    await page.getByRole('radio', { name: /^Investor/ }).check();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Ein Benutzer mit dieser E-Mail-Adresse existiert bereits',
    );
    await expect(page.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(email);
  });

  test('the terms and the privacy notice are real pages in English and German', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await page.goto('/privacy?lang=de');
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  });
});
