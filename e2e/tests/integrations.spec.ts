import { expect, type Page, test } from '@playwright/test';
import { approveAccountOf, signInWithPassword } from '../support/accounts';
import { PASSWORD, signUpConfirmed, uniqueEmail } from '../support/identity';
import { finishClientFirstSteps } from '../support/onboarding';

const card = (page: Page, provider: string) => page.getByRole('region', { name: provider, exact: true });

test.describe('integrations', () => {
  test.setTimeout(120_000);

  test('a new client connects the billing sandbox, watches it sync, and finds its subscriptions', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('integrations');
    await signUpConfirmed(request, email, 'client');
    await finishClientFirstSteps(request, email, 'Connected GmbH');
    await approveAccountOf(request, email, PASSWORD);
    await signInWithPassword(page, email, PASSWORD);

    await page.goto('/settings/integrations');
    await expect(
      page.getByText(
        'Banking data and analytics may take up to 24 hours to update after the first integration.',
      ),
    ).toBeVisible();
    const stripe = card(page, 'Stripe');
    await expect(stripe.getByText('Not connected')).toBeVisible();
    await stripe.getByRole('button', { name: 'Connect' }).click();

    // No Stripe keys on this server: the sandbox's consent page stands in for Stripe's.
    await expect(page.getByRole('heading', { name: 'Allow Tranche to read your Stripe data' })).toBeVisible();
    await expect(page.getByText(/connects to its sandbox: realistic generated data/)).toBeVisible();
    await page.getByRole('button', { name: 'Allow and connect' }).click();

    await expect(page).toHaveURL(/\/settings\/integrations$/);
    await expect(page.getByText('Stripe is connected. The first sync has started.')).toBeVisible();
    await expect(stripe.getByText('Sandbox', { exact: true })).toBeVisible();
    // The first sync may be over before the page shows again: its end is what is certain.
    await expect(stripe.getByText(/^Last sync: /)).toBeVisible({ timeout: 60_000 });
    await expect(stripe.getByText('Active', { exact: true })).toBeVisible();

    // Sync now: the card counts what the sync has read so far, page after page, and ends as before.
    // Each status the page shows is recorded, so one that lasts a moment is not missed between polls
    // (only Stripe syncs now). A script in the page: this project's types know no DOM.
    await page.evaluate(`{
      window.statusTexts = [];
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]')) window.statusTexts.push(status.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }`);
    await stripe.getByRole('button', { name: 'Sync now' }).click();
    const sawProgress = () =>
      page.evaluate<boolean>(
        `window.statusTexts.some((text) => /Syncing (subscriptions|invoices|payments|saving): \\d+ records? read/.test(text))`,
      );
    await expect.poll(sawProgress, { timeout: 60_000 }).toBe(true);
    await expect(stripe.getByRole('status')).toBeHidden({ timeout: 60_000 });
    await expect(stripe.getByText(/^Last sync: /)).toBeVisible();

    await page.goto('/subscriptions/all');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText('No subscriptions yet')).toHaveCount(0);
  });

  test('in German: the terminal sandbox connects and is deleted after confirming; a forged return connects nothing', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('integrations-de');
    await signUpConfirmed(request, email, 'client');
    await finishClientFirstSteps(request, email, 'Terminal GmbH');
    await signInWithPassword(page, email, PASSWORD);

    // A link that did not come from this tab's own connect (no state of ours) is refused.
    await page.goto('/settings/integrations?lang=de&connect=sumup&code=stolen&state=forged');
    await expect(
      page.getByText('Diese Verbindung konnte nicht bestätigt werden.', { exact: false }),
    ).toBeVisible();
    const sumup = card(page, 'SumUp');
    await expect(sumup.getByText('Nicht verbunden')).toBeVisible();

    await sumup.getByRole('button', { name: 'Verbinden' }).click();
    await page.getByRole('button', { name: 'Erlauben und verbinden' }).click();
    await expect(
      page.getByText('SumUp ist verbunden. Die erste Synchronisierung hat begonnen.'),
    ).toBeVisible();
    await expect(sumup.getByText(/^Letzte Synchronisierung: /)).toBeVisible({ timeout: 60_000 });
    await expect(sumup.getByText('Aktiv', { exact: true })).toBeVisible();

    await sumup.getByRole('button', { name: 'Verbindung zu SumUp löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verbindung zu SumUp löschen?' });
    await expect(
      dialog.getByText(/Bisher synchronisierte Abonnements, Rechnungen und Zahlungen bleiben erhalten/),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await expect(page.getByText('Die Verbindung zu SumUp ist gelöscht.')).toBeVisible();
    await expect(sumup.getByText('Nicht verbunden')).toBeVisible();
  });

  test('the billing tool with a vanity URL connects with its address and a key, which can be renewed', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('integrations-cb');
    await signUpConfirmed(request, email, 'client');
    await finishClientFirstSteps(request, email, 'Vanity GmbH');
    await signInWithPassword(page, email, PASSWORD);

    await page.goto('/settings/integrations?lang=de');
    const chargebee = card(page, 'Chargebee');
    await chargebee.getByRole('button', { name: 'Verbinden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chargebee verbinden' });
    await expect(dialog.getByText(/läuft auf diesem Server als Sandbox/)).toBeVisible();
    // A careless address is refused in place; what was typed stays.
    await dialog.getByLabel('Site-Adresse').fill('https://acme.chargebee.com/api');
    await dialog.getByLabel('API-Schlüssel').fill('test_key_123');
    await dialog.getByRole('button', { name: 'Verbinden' }).click();
    await expect(dialog.getByText('Geben Sie die Adresse als your-vanity.host ein')).toBeVisible();
    await expect(dialog.getByLabel('API-Schlüssel')).toHaveValue('test_key_123');
    await dialog.getByLabel('Site-Adresse').fill('https://Acme.chargebee.com/');
    await dialog.getByRole('button', { name: 'Verbinden' }).click();

    await expect(
      page.getByText('Chargebee ist verbunden. Die erste Synchronisierung hat begonnen.'),
    ).toBeVisible();
    await expect(chargebee.getByText('acme.chargebee.com', { exact: true })).toBeVisible();
    await expect(chargebee.getByText(/^Letzte Synchronisierung: /)).toBeVisible({ timeout: 60_000 });

    await chargebee.getByRole('button', { name: 'Neuer API-Schlüssel' }).click();
    const renew = page.getByRole('dialog', { name: 'Neuer API-Schlüssel für Chargebee' });
    await expect(renew.getByLabel('Site-Adresse')).toBeDisabled();
    await renew.getByLabel('API-Schlüssel').fill('test_key_rotated');
    await renew.getByRole('button', { name: 'Neuer API-Schlüssel' }).click();
    await expect(
      page.getByText('Der neue Chargebee-API-Schlüssel ist gespeichert.', { exact: false }),
    ).toBeVisible();
    await expect(renew).toHaveCount(0);

    await page.goto('/subscriptions/invoices?lang=de');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  });

  for (const [lang, words] of [
    [
      'en',
      {
        country: 'Country',
        bank: 'Bank',
        connect: 'Connect',
        allow: 'Allow and connect',
        cancel: 'Cancel',
        failed: 'Failed to connect bank account!',
        germany: 'Germany',
        iceland: 'Iceland',
        none: "List of banks for chosen country doesn't exist.",
        lastSync: /^Last sync: /,
      },
    ],
    [
      'de',
      {
        country: 'Land',
        bank: 'Bank',
        connect: 'Verbinden',
        allow: 'Erlauben und verbinden',
        cancel: 'Abbrechen',
        failed: 'Bankkonto konnte nicht verbunden werden!',
        germany: 'Deutschland',
        iceland: 'Island',
        none: 'Für das gewählte Land gibt es keine Liste von Banken.',
        lastSync: /^Letzte Synchronisierung: /,
      },
    ],
  ] as const) {
    test(`a bank connects through its consent page and its data arrives (${lang})`, async ({
      page,
      request,
    }) => {
      const email = uniqueEmail(`integrations-bank-${lang}`);
      await signUpConfirmed(request, email, 'client');
      await finishClientFirstSteps(request, email, 'Bank GmbH');
      await signInWithPassword(page, email, PASSWORD);
      await page.goto(`/settings/integrations?lang=${lang}`);

      const connectCard = page.getByRole('region', {
        name: lang === 'en' ? 'Connect a bank' : 'Bank verbinden',
      });
      const country = connectCard.getByRole('combobox', { name: words.country });
      // Typed into the open list, as a user does: opening it sets the search text to the chosen
      // country, and a fill racing that could append to it ("GermanyIceland").
      const chooseCountry = async (name: string) => {
        await country.click();
        await expect(page.getByRole('option', { name: words.germany, exact: true })).toBeVisible();
        await country.fill(name);
        await page.getByRole('option', { name, exact: true }).click();
        await expect(country).toHaveValue(name);
      };
      // The company's own country comes first.
      await expect(country).toHaveValue(words.germany);
      await chooseCountry(words.iceland);
      await expect(connectCard.getByText(words.none)).toBeVisible();
      await chooseCountry(words.germany);
      await connectCard.getByRole('combobox', { name: words.bank, exact: true }).click();
      await page.getByRole('option', { name: 'Demo Sparkasse' }).click();

      // A refused consent connects nothing.
      await connectCard.getByRole('button', { name: words.connect }).click();
      await page.getByRole('button', { name: words.cancel }).click();
      await expect(page.getByText(words.failed)).toBeVisible();
      // Gone once the server has dropped it (a sync still writing elsewhere may hold the database).
      await expect(page.getByRole('region', { name: 'Demo Sparkasse' })).toHaveCount(0, { timeout: 30_000 });

      // The country chosen before the trip to the bank is still chosen.
      await expect(connectCard.getByRole('combobox', { name: words.country })).toHaveValue(words.germany);
      await connectCard.getByRole('combobox', { name: words.bank, exact: true }).click();
      await page.getByRole('option', { name: 'Demo Sparkasse' }).click();
      await connectCard.getByRole('button', { name: words.connect }).click();
      await page.getByRole('button', { name: words.allow }).click();
      const bank = page.getByRole('region', { name: 'Demo Sparkasse' });
      await expect(bank.getByText(words.lastSync)).toBeVisible({ timeout: 60_000 });
      await expect(bank.getByText(lang === 'en' ? 'Active' : 'Aktiv', { exact: true })).toBeVisible();
    });
  }

  test('a bank consent that lapsed shows the warning, and the bank is connected again', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('integrations-bank-lapsed');
    await signUpConfirmed(request, email, 'client');
    await finishClientFirstSteps(request, email, 'Kurzzeit GmbH');
    await approveAccountOf(request, email, PASSWORD);
    await signInWithPassword(page, email, PASSWORD);
    await page.goto('/settings/integrations?lang=en');

    // The company's own country is chosen to begin with.
    const connectCard = page.getByRole('region', { name: 'Connect a bank' });
    await expect(connectCard.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');
    await connectCard.getByRole('combobox', { name: 'Bank', exact: true }).click();
    await page.getByRole('option', { name: 'Demo Kurzzeitbank' }).click();
    await connectCard.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('button', { name: 'Allow and connect' }).click();
    const bank = card(page, 'Demo Kurzzeitbank');
    await expect(bank.getByText(/^Last sync: /)).toBeVisible({ timeout: 60_000 });

    // This sandbox bank lets a consent read once: the next sync finds it lapsed.
    await bank.getByRole('button', { name: 'Sync now' }).click();
    await expect(bank.getByText('Expired', { exact: true })).toBeVisible({ timeout: 30_000 });
    await page.goto('/?lang=en');
    const warning = page.getByRole('alert').filter({ hasText: 'You have expired bank integrations' });
    await warning.getByRole('link', { name: 'Reconnect your bank in Settings → Integrations' }).click();

    await bank.getByRole('button', { name: 'Reconnect' }).click();
    await page.getByRole('button', { name: 'Allow and connect' }).click();
    await expect(bank.getByText('Active', { exact: true })).toBeVisible({ timeout: 60_000 });
    await page.goto('/?lang=en');
    await expect(page.getByText('Cash and books')).toBeVisible();
    await expect(page.getByText('You have expired bank integrations')).toHaveCount(0);
  });
});
