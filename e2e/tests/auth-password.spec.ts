import { expect, test } from '@playwright/test';
import { PASSWORD, signUpConfirmed, uniqueEmail } from '../support/identity';
import { waitForMail } from '../support/mailbox';

const NEW_PASSWORD = 'Another-E2E-2026?';

test.describe('password and passwordless sign-in', () => {
  test('forgot → reset with the emailed code → sign in with the new password', async ({ page, request }) => {
    const email = uniqueEmail('reset');
    await signUpConfirmed(request, email, 'client');

    await page.goto('/sign-in');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await page.getByRole('button', { name: 'Send code' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    const mail = await waitForMail(email, /password reset code is \d{6}/);
    const code = /password reset code is (\d{6})/.exec(mail.text)![1]!;
    await page.getByRole('textbox', { name: 'Verification code' }).fill('000000');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Repeat new password' }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid verification code provided, please try again.');

    await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(
      page.getByText('Your password was changed. Please sign in with your new password.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/sign-in/);
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  });

  test('signs in without a password with a code mailed to the address', async ({ page, request }) => {
    const email = uniqueEmail('passwordless');
    await signUpConfirmed(request, email, 'investor');

    await page.goto('/sign-in?next=%2Fnotifications');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in with a code' })).toBeVisible();
    const mail = await waitForMail(email, /sign-in code is \d{6}/);
    const code = /sign-in code is (\d{6})/.exec(mail.text)![1]!;
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/sign-in/);
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  });
});
