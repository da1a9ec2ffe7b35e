import { expect, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from '../support/identity';
import { waitForMail } from '../support/mailbox';

test.describe('first steps', () => {
  test('a new client signs up, finishes first steps (resuming after a reload) and lands on Home', async ({
    page,
  }) => {
    const email = uniqueEmail('onboarding');
    await page.goto('/sign-up');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('radio', { name: /^Client/ }).check();
    await page.getByRole('checkbox', { name: /I accept the Terms of Use/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    const mail = await waitForMail(email, /\b\d{6}\b/);
    await page.getByLabel('Verification code').fill(/\b(\d{6})\b/.exec(mail.text)![1]!);
    await page.getByRole('button', { name: 'Confirm email' }).click();

    // After the first sign-in an unfinished account goes to first steps.
    await expect(page).toHaveURL(/\/first-steps/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Step 1 of 4: Your profile' })).toBeVisible();
    await page.getByRole('textbox', { name: 'First name' }).fill('Erin');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Example');
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect(page.getByRole('heading', { name: 'Step 2 of 4: Company' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Company name' }).fill('Onboarding Test GmbH');
    await page.getByRole('textbox', { name: 'Website' }).fill('https://onboarding.example/');
    await page.getByRole('combobox', { name: 'Country' }).selectOption('DE');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { name: 'Step 3 of 4: Self-assessment' })).toBeVisible();

    // The server holds the progress: a reload resumes at the next step.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Step 3 of 4: Self-assessment' })).toBeVisible();
    await expect(page.getByText('Czech Republic')).toBeVisible();
    await page.getByRole('textbox', { name: /Company MRR/ }).fill('2500');
    await page.getByRole('textbox', { name: /Requested funding/ }).fill('100000');
    await page.getByRole('textbox', { name: /Runway in months/ }).fill('12');
    await page.getByRole('textbox', { name: /Debts and loans/ }).fill('0');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Your MRR is below the minimum we usually finance.')).toBeVisible();
    await page.getByRole('button', { name: 'Continue anyway' }).click();

    await expect(page.getByRole('heading', { name: 'Step 4 of 4: Legal representative' })).toBeVisible();
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    // A finished account stays out of first steps after a reload too.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

    // What was entered is in Settings.
    await page.goto('/settings/company');
    await expect(page.getByRole('textbox', { name: 'Website' })).toHaveValue('onboarding.example');
    await expect(page.getByRole('textbox', { name: /Company MRR/ })).toHaveValue('2500.00');
    await expect(page.getByRole('textbox', { name: /Debts and loans/ })).toHaveValue('0.00');
  });
});
