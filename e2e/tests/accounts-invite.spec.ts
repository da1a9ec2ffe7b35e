import { expect, test } from '@playwright/test';
import { signInWithPassword } from '../support/accounts';
import { PASSWORD, signUpConfirmed, uniqueEmail } from '../support/identity';
import { waitForMail } from '../support/mailbox';
import { finishClientFirstSteps } from '../support/onboarding';

test.describe('client user management', () => {
  test('an invited colleague signs in with the mailed temporary password and must choose a new one', async ({
    page,
    request,
    browser,
  }) => {
    const owner = uniqueEmail('owner');
    const colleague = uniqueEmail('colleague');
    await signUpConfirmed(request, owner, 'client');
    await finishClientFirstSteps(request, owner, 'Invite Test GmbH');
    await signInWithPassword(page, owner, PASSWORD);

    await page.goto('/settings/users');
    await page.getByRole('textbox', { name: 'First name' }).fill('Colin');
    await page.getByRole('textbox', { name: 'Last name' }).fill('League');
    await page.getByRole('textbox', { name: 'Email' }).fill(colleague);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${colleague}`)).toBeVisible();
    const table = page.getByRole('table', { name: 'Users of your company' });
    await expect(table.getByRole('row', { name: /Colin League/ })).toBeVisible();
    // The owner's own row offers no actions.
    await expect(table.getByRole('row', { name: /Erin Example/ }).getByRole('button')).toHaveCount(0);

    // Inviting the same address again is refused next to the email field.
    await page.getByRole('textbox', { name: 'First name' }).fill('Colin');
    await page.getByRole('textbox', { name: 'Last name' }).fill('League');
    await page.getByRole('textbox', { name: 'Email' }).fill(colleague);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('User with this email already exists')).toBeVisible();

    const mail = await waitForMail(colleague, /temporary password/);
    const temporary = /temporary password: (\S+)/.exec(mail.text)![1]!;

    const context = await browser.newContext();
    const invited = await context.newPage();
    await invited.goto('/sign-in');
    await invited.getByRole('textbox', { name: 'Email' }).fill(colleague);
    await invited.getByRole('textbox', { name: 'Password', exact: true }).fill(temporary);
    await invited.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(invited).toHaveURL(/\/sign-in\/new-password/);
    const chosen = 'Colins-Own-Pass-2026!';
    await invited.getByRole('textbox', { name: 'New password', exact: true }).fill(chosen);
    await invited.getByRole('textbox', { name: 'Repeat new password', exact: true }).fill(chosen);
    await invited.getByRole('button', { name: 'Save and continue' }).click();

    // Signed in: the company steps came with the invitation, only the profile is left.
    await expect(invited).toHaveURL(/\/first-steps/);
    await expect(invited.getByRole('heading', { name: 'Step 1 of 4: Your profile' })).toBeVisible();
    await expect(invited.getByRole('textbox', { name: 'First name' })).toHaveValue('Colin');
    await invited.getByRole('button', { name: 'Save and continue' }).click();
    await expect(invited.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await context.close();

    // The owner disables the colleague after confirming.
    await page.reload();
    await table.getByRole('button', { name: 'Disable Colin League' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable Colin League?' });
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await expect(table.getByRole('row', { name: /Colin League/ })).toContainText('Disabled');
  });
});
