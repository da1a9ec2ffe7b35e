import { expect, test } from '@playwright/test';
import { approveAccountOf, signInWithPassword } from '../support/accounts';
import { approveImportAsOperator, newestImportOf } from '../support/csv-imports';
import { PASSWORD, signUpConfirmed, uniqueEmail } from '../support/identity';
import { waitForMail } from '../support/mailbox';
import { finishClientFirstSteps } from '../support/onboarding';

const HEADER =
  'subscription_id;start_date;end_date;status;billing_interval;currency;amount_including_vat;customer_name;customer_id;country;next_payment_date;last_payment_amount;next_payment_amount';

/** Semicolons, as a German spreadsheet writes them: the dialog has to detect the delimiter. */
const CSV = [
  HEADER,
  'e2e-gbp-big;01.02.2024;;AVAILABLE;12;GBP;1200,00;Big Ltd;cus-1;GB;01.02.2027;1000,00;1000,00',
  'e2e-gbp-small;15.03.2024;;AVAILABLE;1;GBP;50,00;Small Ltd;cus-2;GB;15.03.2026;41,67;41,67',
  'e2e-no-name;01.04.2024;;AVAILABLE;1;EUR;99,00;;cus-3;DE;01.04.2026;83,19;83,19',
  'e2e-eur;01.05.2024;;AVAILABLE;3;EUR;300,00;Euro GmbH;cus-4;DE;01.05.2026;252,10;252,10',
  'e2e-bad-date;2024-06-01;;AVAILABLE;1;EUR;10,00;Bad Date AG;cus-5;DE;01.06.2026;8,40;8,40',
].join('\n');

test.describe('subscriptions from a CSV import', () => {
  test('import a file with bad rows, the operator approves, the subscriptions show filtered', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('csv');
    await signUpConfirmed(request, email, 'client');
    await finishClientFirstSteps(request, email, 'Import Test GmbH');
    await approveAccountOf(request, email, PASSWORD);
    await signInWithPassword(page, email, PASSWORD);

    await page.goto('/subscriptions/all');
    await expect(page.getByText('No subscriptions yet')).toBeVisible();
    await page.getByRole('button', { name: 'Import CSV' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Import subscriptions from a CSV file' });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'subscriptions.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });

    await expect(dialog.getByText('5 rows: 3 valid, 2 rejected.')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Delimiter' })).toHaveValue(';');
    const noName = dialog.getByRole('row').filter({ hasText: 'e2e-no-name' });
    await expect(noName.getByText('Required field customer_name')).toBeVisible();
    await expect(noName.getByRole('checkbox')).toBeDisabled();
    const badDate = dialog.getByRole('row').filter({ hasText: 'e2e-bad-date' });
    await expect(badDate.getByText('start_date: Date must be in DD.MM.YYYY format')).toBeVisible();

    await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
    await expect(dialog.getByText('Awaiting review')).toBeVisible();
    await expect(dialog.getByText(/You will receive an email once the import is approved/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    await page.goto('/settings/imports');
    const history = page.getByRole('table', { name: 'CSV imports of your company' });
    await expect(history.getByRole('row').filter({ hasText: 'subscriptions.csv' })).toContainText(
      'Awaiting review',
    );

    const csvImport = await newestImportOf(request, email, PASSWORD);
    expect(csvImport).toMatchObject({ status: 'PENDING', rowCount: 3, fileName: 'subscriptions.csv' });
    await approveImportAsOperator(request, csvImport.id);
    await waitForMail(email, /Your import of 3 rows from "subscriptions\.csv" was reviewed and approved/);

    await page.reload();
    await expect(history.getByRole('row').filter({ hasText: 'subscriptions.csv' })).toContainText('Approved');

    await page.goto('/subscriptions/all');
    const list = page.getByRole('table', { name: 'Subscriptions of your company' });
    await expect(list.getByRole('row')).toHaveCount(4);
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
    await page.getByRole('textbox', { name: 'Amount greater than' }).fill('100');
    await page.getByRole('textbox', { name: 'Amount greater than' }).press('Enter');
    await expect(page).toHaveURL(/currency=GBP/);
    await expect(page).toHaveURL(/amountGt=100/);
    await expect(list.getByRole('row')).toHaveCount(2);
    const big = list.getByRole('row').filter({ hasText: 'e2e-gbp-big' });
    await expect(big).toContainText('Big Ltd');
    await expect(big).toContainText('£1,200.00');
    await expect(big).toContainText('£83.33'); // MRR: the net next payment over 12 months
    await expect(page.getByText('1 subscription', { exact: true })).toBeVisible();

    // The filter survives a reload, and the page reads it in German too.
    await page.reload();
    await expect(list.getByRole('row')).toHaveCount(2);
    await page.goto(`/subscriptions/all?currency=GBP&amountGt=100&lang=de`);
    const german = page.getByRole('table', { name: 'Abonnements Ihres Unternehmens' });
    await expect(german.getByRole('row').filter({ hasText: 'e2e-gbp-big' })).toContainText('1.200,00 £');
  });

  test('a file of more than 5,000 rows is read from the saved file by a server job', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('csv-big');
    await signUpConfirmed(request, email, 'client');
    await finishClientFirstSteps(request, email, 'Big Import GmbH');
    await signInWithPassword(page, email, PASSWORD);

    const rows = Array.from(
      { length: 6000 },
      (_, index) =>
        `big-${index};01.02.2024;;AVAILABLE;1;EUR;${10 + (index % 90)},00;Customer ${index};cus-${index};DE;01.02.2027;;`,
    );
    rows.splice(100, 0, 'big-bad;01.02.2024;;AVAILABLE;5;EUR;10,00;Bad Cycle;cus-bad;DE;;;');
    await page.goto('/settings/imports');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import subscriptions from a CSV file' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'big.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([HEADER, ...rows].join('\n')),
    });

    await expect(dialog.getByText('6,001 rows: 6,000 valid, 1 rejected.')).toBeVisible();
    await expect(
      dialog.getByText(/The server imports all 6,000 valid rows from the saved file/),
    ).toBeVisible();
    // The review pages by 50 rows; the rejected ones are one click away.
    await dialog.getByText('Rejected', { exact: true }).click();
    const bad = dialog.getByRole('row').filter({ hasText: 'big-bad' });
    await expect(bad).toContainText('Billing cycle must be a whole number of months: 1, 3, 6 or 12');

    await dialog.getByRole('button', { name: 'Import 6,000 rows' }).click();
    await expect(dialog.getByText('Awaiting review')).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText('6,000 rows were imported and now wait for our review.')).toBeVisible();
    await expect(dialog.getByText('1 rejected row was left out.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    const history = page.getByRole('table', { name: 'CSV imports of your company' });
    const row = history.getByRole('row').filter({ hasText: 'big.csv' });
    await expect(row).toContainText('Awaiting review');
    await expect(row).toContainText('6,000');
  });
});
