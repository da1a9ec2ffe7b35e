import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { approveAccountOf, DEMO_CLIENT } from '../support/accounts';
import { idTokenFor, PASSWORD, signUpConfirmed, uniqueEmail } from '../support/identity';
import { finishClientFirstSteps } from '../support/onboarding';

/**
 * What a first-time user meets in English and German: each screen in a 1440 × 900 window, the
 * size a finance lead's laptop shows, with a screenshot per language.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-ux';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/** Signs in through the screen; a loaded machine may take a while over the password check. */
async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in?lang=en');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign-in(\?|$)/, { timeout: 45_000 });
}

/** An investor's first steps through the API (profile, company), as the web sends them. */
async function finishInvestorFirstSteps(request: APIRequestContext, email: string, company: string) {
  const headers = { authorization: `Bearer ${await idTokenFor(request, email, PASSWORD)}` };
  for (const [method, path, data] of [
    [
      'patch',
      '/user',
      {
        firstName: 'Ivy',
        lastName: 'Investor',
        investorType: 'QUALIFIED_INVESTOR',
        onboardingStep: 'profile',
      },
    ],
    ['post', '/investor', { companyName: company, country: 'DE' }],
    ['patch', '/user', { onboardingStep: 'company' }],
  ] as const) {
    const response = await request[method](`/api${path}`, { headers, data });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  }
}

const HEADER =
  'subscription_id;start_date;end_date;status;billing_interval;currency;amount_including_vat;customer_name;customer_id;country;next_payment_date;last_payment_amount;next_payment_amount';

test.describe('what a first-time user hit', () => {
  test('the Subscriptions table fits 1440 px and remembers the columns chosen', async ({ page }) => {
    await signInWithPassword(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
    for (const language of ['en', 'de'] as const) {
      await page.goto(`/subscriptions/all?lang=${language}`);
      const table = page.getByRole('table', {
        name: language === 'en' ? 'Subscriptions of your company' : 'Abonnements Ihres Unternehmens',
      });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      // The table's scroll container (and the page) need no sideways scrolling.
      // No element around the table (its scroll container, the page) scrolls sideways.
      const overflowing = await table.evaluate((element) => {
        const wider: string[] = [];
        for (let node: typeof element | null = element; node; node = node.parentElement) {
          if (node.scrollWidth > node.clientWidth)
            wider.push(`${node.tagName}.${node.className}: ${node.scrollWidth} > ${node.clientWidth}`);
        }
        return wider;
      });
      expect(overflowing, language).toEqual([]);
      await shot(page, `subscriptions-${language}`);
    }

    await page.goto('/subscriptions/all?lang=en');
    const table = page.getByRole('table', { name: 'Subscriptions of your company' });
    await expect(table.getByRole('columnheader', { name: 'Billing period' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Billing period' }).check();
    await shot(page, 'subscriptions-columns-en');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(table.getByRole('columnheader', { name: 'Billing period' })).toBeVisible();
    await page.goto('/subscriptions/all?lang=de');
    await page.getByRole('button', { name: 'Spalten' }).click();
    await shot(page, 'subscriptions-columns-de');
  });

  test('a CSV with mixed line ends and 31.02.2024; then the screen says the import awaits review', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('first-csv');
    await signUpConfirmed(request, email, 'client');
    await finishClientFirstSteps(request, email, 'Mixed Lines GmbH');
    await approveAccountOf(request, email, PASSWORD);
    await signInWithPassword(page, email, PASSWORD);

    const lines = [
      HEADER,
      'mix-1;01.02.2024;;AVAILABLE;1;EUR;49,00;One GmbH;cus-1;DE;01.02.2027;41,18;41,18',
      'mix-2;01.03.2024;;AVAILABLE;1;EUR;59,00;Two GmbH;cus-2;DE;01.03.2027;49,58;49,58',
      'mix-3;31.02.2024;;AVAILABLE;1;EUR;69,00;Three GmbH;cus-3;DE;01.04.2027;57,98;57,98',
      'mix-4;01.05.2024;;AVAILABLE;1;EUR;79,00;Four GmbH;cus-4;DE;01.05.2027;66,39;66,39',
    ];
    const ends = ['\r\n', '\n', '\r\n', '\n', '\r\n'];
    const csv = lines.map((line, index) => `${line}${ends[index]}`).join('');

    await page.goto('/subscriptions/all');
    await page.getByRole('button', { name: 'Import CSV' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Import subscriptions from a CSV file' });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'mixed.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(dialog.getByText('4 rows: 3 valid, 1 rejected.')).toBeVisible();
    const badDay = dialog.getByRole('row').filter({ hasText: 'mix-3' });
    await expect(badDay).toContainText('start_date: Date 31.02.2024 does not exist');
    await dialog.getByRole('button', { name: 'Clear selection' }).click();
    await expect(dialog.getByRole('button', { name: 'Select at least one row to import.' })).toBeDisabled();
    await shot(page, 'csv-review-en');
    await dialog.getByRole('button', { name: 'Select all valid rows' }).click();
    await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
    await expect(dialog.getByText('Awaiting review')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    await page.goto('/subscriptions/all');
    await expect(page.getByText('Your CSV import awaits our review')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('No subscriptions yet')).toHaveCount(0);
    await shot(page, 'subscriptions-awaiting-en');
    await page.goto('/subscriptions/all?lang=de');
    await expect(page.getByText('Ihr CSV-Import wartet auf unsere Prüfung')).toBeVisible({ timeout: 30_000 });
    await shot(page, 'subscriptions-awaiting-de');

    // The review in German says the same of the impossible day.
    await page.getByRole('button', { name: 'CSV importieren' }).first().click();
    const german = page.getByRole('dialog');
    await german
      .locator('input[type="file"]')
      .setInputFiles({ name: 'mixed.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(german.getByRole('row').filter({ hasText: 'mix-3' })).toContainText(
      'Datum 31.02.2024 existiert nicht',
    );
    await shot(page, 'csv-review-de');
  });

  test('Settings ask before unsaved edits are left behind', async ({ page }) => {
    await signInWithPassword(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
    await page.goto('/settings/company?lang=en');
    const name = page.getByRole('textbox', { name: 'Company name' });
    await expect(name).not.toHaveValue('');
    await name.fill('Renamed but not saved');

    // Another tab.
    await page.getByRole('tab', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await shot(page, 'settings-unsaved-en');
    await dialog.getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect(page).toHaveURL(/\/settings\/company/);
    await expect(name).toHaveValue('Renamed but not saved');

    // Another screen through the navigation.
    await page.getByRole('link', { name: 'Subscriptions' }).first().click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/subscriptions/);

    // Closing the page: the browser's own prompt.
    await page.goto('/settings/profile?lang=de');
    const firstName = page.getByRole('textbox', { name: 'Vorname' });
    await firstName.fill('Nicht gespeichert');
    await page.getByRole('tab', { name: 'Unternehmen' }).click();
    await expect(page.getByRole('dialog', { name: 'Ohne Speichern verlassen?' })).toBeVisible();
    await shot(page, 'settings-unsaved-de');
    await page.getByRole('button', { name: 'Bleiben und weiter bearbeiten' }).click();
    const prompt = new Promise<string>((resolve) =>
      page.once('dialog', (asked) => {
        resolve(asked.type());
        void asked.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await prompt).toBe('beforeunload');
  });

  test('an investor adds and edits a bank account; wrong IBAN is one message, empty Save names fields', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('first-investor');
    await signUpConfirmed(request, email, 'investor');
    await finishInvestorFirstSteps(request, email, 'First Fund GmbH');
    await approveAccountOf(request, email, PASSWORD);
    await signInWithPassword(page, email, PASSWORD);

    await page.goto('/settings/bank-details?lang=en');
    await expect(page.getByText('No bank account yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Required field IBAN')).toBeVisible();
    await expect(page.getByText('Required field Account owner')).toBeVisible();
    await shot(page, 'bank-empty-save-en');

    const iban = page.getByRole('textbox', { name: 'IBAN' });
    await iban.fill('DE88370400440532013000');
    await page.getByRole('textbox', { name: 'Account owner' }).fill('First Fund GmbH');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This is not a valid IBAN.')).toBeVisible();
    await expect(page.getByText('This IBAN does not check out yet.')).toHaveCount(0);
    await shot(page, 'bank-wrong-iban-en');

    await iban.fill('DE89370400440532013000');
    await page.getByRole('button', { name: 'Save' }).click();
    const accounts = page.getByRole('table', { name: 'Bank accounts of your company' });
    await expect(accounts.getByRole('row').filter({ hasText: 'DE89 3704 0044 0532 0130 00' })).toContainText(
      'First Fund GmbH',
    );
    await page.getByRole('textbox', { name: 'Account owner' }).fill('First Fund Verwaltungs GmbH');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(accounts.getByRole('row').filter({ hasText: 'DE89 3704' })).toContainText(
      'First Fund Verwaltungs GmbH',
    );
    await expect(accounts.getByRole('row')).toHaveCount(2);

    await page.goto('/settings/bank-details?lang=de');
    await page.getByRole('textbox', { name: 'IBAN' }).fill('DE88370400440532013000');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Das ist keine gültige IBAN.')).toBeVisible();
    await shot(page, 'bank-wrong-iban-de');
  });

  test('the company website must be a website and the VAT number one of its country', async ({ page }) => {
    await signInWithPassword(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
    for (const [language, texts] of [
      ['en', ['Website', 'VAT number', 'Country', 'Save', 'Enter a website address like example.com.']],
      [
        'de',
        ['Website', 'USt-IdNr.', 'Land', 'Speichern', 'Bitte eine Website-Adresse wie example.com eingeben.'],
      ],
    ] as const) {
      const [website, vat, country, save, websiteMessage] = texts;
      await page.goto(`/settings/company?lang=${language}`);
      await page.getByRole('combobox', { name: country }).selectOption('FR');
      await page.getByRole('textbox', { name: website }).fill('our website');
      await page.getByRole('textbox', { name: vat }).fill('DE136695976');
      await page.getByRole('button', { name: save }).first().click();
      await expect(page.getByText(websiteMessage)).toBeVisible();
      await expect(page.getByRole('textbox', { name: vat })).toHaveAttribute('aria-invalid', 'true');
      await shot(page, `company-validation-${language}`);
    }
  });

  test('sign-up with a weak password shows only the translated checklist', async ({ page }) => {
    for (const [language, texts] of [
      ['en', ['Password', 'Create account', 'Your password does not meet every point of the list yet.']],
      ['de', ['Passwort', 'Konto erstellen', 'Ihr Passwort erfüllt noch nicht alle Punkte der Liste.']],
    ] as const) {
      const [label, submit, pointer] = texts;
      await page.goto(`/sign-up?lang=${language}`);
      await page.getByRole('textbox', { name: label, exact: true }).fill('weakpass');
      await page.getByRole('button', { name: submit }).click();
      await expect(page.getByText(pointer)).toBeVisible();
      await expect(page.getByText(/conform|Richtlinien/)).toHaveCount(0);
      await shot(page, `sign-up-weak-password-${language}`);
    }
  });
});
