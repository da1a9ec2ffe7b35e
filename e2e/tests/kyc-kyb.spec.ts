import { expect, test } from '@playwright/test';
import { DEMO_CLIENT, signInWithPassword } from '../support/accounts';

test.describe('KYC and KYB', () => {
  test('the demo client walks its company through the KYB sandbox to verified, and reads it in German', async ({
    page,
  }) => {
    // The sandbox's review takes a few seconds after the liveness check.
    test.setTimeout(120_000);
    await signInWithPassword(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
    await page.goto('/settings/kyc-kyb?lang=en');

    const me = page.getByRole('region', { name: 'Your identity (KYC)' });
    await expect(me.getByText('Verified', { exact: true })).toBeVisible();
    const people = page.getByRole('region', { name: 'People of the company' });
    await expect(people.getByRole('row', { name: /Clara Client/ })).toContainText('Verified');

    const company = page.getByRole('region', { name: 'Your company (KYB)' });
    await expect(company.getByText('Not started', { exact: true })).toBeVisible();
    await company.getByRole('button', { name: 'Start verification' }).click();

    const dialog = page.getByRole('dialog', { name: 'Verify your company' });
    await expect(dialog.getByText(/register extract or certificate of incorporation/)).toBeVisible();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'register-extract.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 sandbox'),
    });
    await dialog.getByRole('button', { name: 'Upload document' }).click();
    await dialog.getByRole('button', { name: "I'm ready" }).click();
    await expect(dialog.getByText('Your documents are being reviewed…')).toBeVisible();
    await expect(dialog.getByText('The verification is complete: verified.')).toBeVisible({
      timeout: 30_000,
    });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(company.getByText('Verified', { exact: true })).toBeVisible();
    await expect(company.getByRole('button', { name: 'Start verification' })).toHaveCount(0);

    await page.goto('/settings/kyc-kyb?lang=de');
    const firma = page.getByRole('region', { name: 'Ihr Unternehmen (KYB)' });
    await expect(firma.getByText('Geprüft', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Ihre Identität (KYC)' }).getByText('Geprüft'),
    ).toBeVisible();
  });
});
