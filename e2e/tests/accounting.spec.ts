import { expect, test } from '@playwright/test';
import { signInWithPassword } from '../support/accounts';
import { PASSWORD, signUpConfirmed, uniqueEmail } from '../support/identity';
import { finishClientFirstSteps } from '../support/onboarding';

test.describe('accounting connections', () => {
  test.setTimeout(120_000);

  for (const [lang, words] of [
    [
      'en',
      {
        connect: 'Connect',
        allow: 'Allow and connect',
        cancel: 'Cancel',
        failed: 'Failed to connect accounting manager!',
        heading: 'Allow Tranche to read your Codat data',
        connected: 'Codat is connected. The first sync has started.',
        lastSync: /^Last sync: /,
        active: 'Active',
        invoices: 'Invoices',
        dataCentre: 'Data centre',
      },
    ],
    [
      'de',
      {
        connect: 'Verbinden',
        allow: 'Erlauben und verbinden',
        cancel: 'Abbrechen',
        failed: 'Buchhaltungssoftware konnte nicht verbunden werden!',
        heading: 'Tranche erlauben, Ihre Codat-Daten zu lesen',
        connected: 'Codat ist verbunden. Die erste Synchronisierung hat begonnen.',
        lastSync: /^Letzte Synchronisierung: /,
        active: 'Aktiv',
        invoices: 'Rechnungen',
        dataCentre: 'Rechenzentrum',
      },
    ],
  ] as const) {
    test(`the sandbox accounting aggregator links, syncs its books and lists its invoices (${lang})`, async ({
      page,
      request,
    }) => {
      const email = uniqueEmail(`accounting-${lang}`);
      await signUpConfirmed(request, email, 'client');
      await finishClientFirstSteps(request, email, 'Books GmbH');
      await signInWithPassword(page, email, PASSWORD);
      await page.goto(`/settings/integrations?lang=${lang}`);

      const codat = page.getByRole('region', { name: 'Codat', exact: true });
      const zoho = page.getByRole('region', { name: 'Zoho Books', exact: true });
      await expect(zoho.getByRole('combobox', { name: words.dataCentre })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Apideck', exact: true })).toBeVisible();

      // A link page left without linking connects nothing, in the spec's words.
      await codat.getByRole('button', { name: words.connect }).click();
      await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();
      await page.getByRole('button', { name: words.cancel }).click();
      await expect(page.getByText(words.failed)).toBeVisible();
      await expect(page).toHaveURL(/\/settings\/integrations$/);

      await codat.getByRole('button', { name: words.connect }).click();
      await page.getByRole('button', { name: words.allow }).click();
      await expect(page.getByText(words.connected)).toBeVisible();
      await expect(codat.getByText('Sandbox', { exact: true })).toBeVisible();
      await expect(codat.getByText(words.lastSync)).toBeVisible({ timeout: 60_000 });
      await expect(codat.getByText(words.active, { exact: true })).toBeVisible();

      // Its customers' invoices join the Invoices tab.
      await page.goto(`/subscriptions/invoices?lang=${lang}`);
      const table = page.getByRole('table', { name: words.invoices });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
    });
  }

  test('the second accounting tool (sandbox Xero) connects through its consent page; its invoices open as PDFs', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('accounting-xero');
    await signUpConfirmed(request, email, 'client');
    await finishClientFirstSteps(request, email, 'Ledger Ltd');
    await signInWithPassword(page, email, PASSWORD);
    await page.goto('/settings/integrations?lang=en');

    const xero = page.getByRole('region', { name: 'Xero', exact: true });
    await xero.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('heading', { name: 'Allow Tranche to read your Xero data' })).toBeVisible();
    await page.getByRole('button', { name: 'Allow and connect' }).click();
    await expect(page.getByText('Xero is connected. The first sync has started.')).toBeVisible();
    await expect(xero.getByText(/^Last sync: /)).toBeVisible({ timeout: 60_000 });

    await page.goto('/subscriptions/invoices?lang=en');
    const table = page.getByRole('table', { name: 'Invoices' });
    await table
      .getByRole('button', { name: /^Preview invoice / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText('The PDF comes from the tool that issued the invoice, as it is.'),
    ).toBeVisible();
    await expect(dialog.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  });
});
