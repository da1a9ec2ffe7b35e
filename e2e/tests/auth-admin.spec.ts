import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/identity';
import { createAdmin } from '../support/operator-cli';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.describe('admin', () => {
  test('create-admin → forced new password → the admin modal and nothing else', async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('admin');
    const temporaryPassword = await createAdmin(email);

    await page.goto('/sign-in');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(temporaryPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Admin-E2E-2026!');
    await page.getByRole('textbox', { name: 'Repeat new password' }).fill('Admin-E2E-2026!');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    const modal = page.getByRole('dialog', { name: 'Administrator' });
    await expect(modal).toContainText('There is currently no Admin Dashboard.');
    await expect(modal).toContainText(`You are signed in as ${email}.`);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

    await modal.getByRole('button', { name: 'Copy identity token' }).click();
    await expect(page.getByText('Identity token copied to the clipboard')).toBeVisible();
    const token = await page.evaluate<string>('navigator.clipboard.readText()');
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ email, token_use: 'id', 'cognito:groups': ['admins'] });

    await modal.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(modal).toHaveCount(0);
  });
});
