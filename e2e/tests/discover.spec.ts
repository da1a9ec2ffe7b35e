import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_CLIENT, signInWithPassword } from '../support/accounts';

const WORDS = {
  en: {
    views: 'View',
    cashflow: 'Cashflow',
    balances: 'Balances',
    transactions: 'Transactions',
    categorized: 'Categorized Transactions',
    pnl: 'Profit and Loss',
    payments: 'Payments Grid',
    cashTitle: 'Cash flow',
    table: 'Table',
    cashHeader: 'Month,Inflow,Outflow,Net,Currency',
    accounts: 'Bank accounts',
    exportCsv: 'Export CSV',
    changeCategory: /^Change category: /,
    dialog: 'Change category',
    category: 'Category',
    pick: { typed: 'Rent & co', label: 'Rent & coworking' },
    save: 'Save',
    saved: /^Category changed/,
    categories: 'Categories',
    pivot: 'Net per month',
    sources: /^(from your accounting|from your bank transactions \(cash basis\))$/,
    legend: ['Paid', 'Partly paid', 'Unpaid', 'Upcoming', 'Nothing due'],
    rules: 'Category rules',
    deleteRule: /^Delete the rule for /,
    confirmTitle: 'Delete this rule?',
    confirm: 'Delete rule',
  },
  de: {
    views: 'Ansicht',
    cashflow: 'Cashflow',
    balances: 'Kontostände',
    transactions: 'Transaktionen',
    categorized: 'Kategorisierte Transaktionen',
    pnl: 'Gewinn und Verlust',
    payments: 'Zahlungsraster',
    cashTitle: 'Cashflow',
    table: 'Tabelle',
    cashHeader: 'Monat,Einzahlungen,Auszahlungen,Saldo,Währung',
    accounts: 'Bankkonten',
    exportCsv: 'CSV exportieren',
    changeCategory: /^Kategorie ändern: /,
    dialog: 'Kategorie ändern',
    category: 'Kategorie',
    // Another category than the English run's: the same transaction may already be rent.
    pick: { typed: 'Energie', label: 'Energie & Nebenkosten' },
    save: 'Speichern',
    saved: /^Kategorie geändert/,
    categories: 'Kategorien',
    pivot: 'Saldo pro Monat',
    sources: /^(aus Ihrer Buchhaltung|aus Ihren Banktransaktionen \(Zahlungsbasis\))$/,
    legend: ['Bezahlt', 'Teilweise bezahlt', 'Unbezahlt', 'Bevorstehend', 'Nichts fällig'],
    rules: 'Kategorieregeln',
    deleteRule: /^Regel für .+ löschen$/,
    confirmTitle: 'Diese Regel löschen?',
    confirm: 'Regel löschen',
  },
} as const;

/** Picks a view of Discover's switch (its radio inputs are hidden behind their labels). */
async function openView(page: Page, views: string, name: string) {
  await page.getByRole('radiogroup', { name: views }).getByText(name, { exact: true }).click();
}

/** Clicks an Export CSV button and returns the file's lines (byte-order mark dropped). */
async function exportedLines(page: Page, button: ReturnType<Page['getByRole']>): Promise<string[]> {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tranche-discover-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/i);
  const text = await readFile((await download.path())!, 'utf8');
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
}

test.describe('analytics: Discover', () => {
  // Six views, a correction and two exports per language: more than the default minute on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  for (const lang of ['en', 'de'] as const) {
    const words = WORDS[lang];
    test(`the demo client reads every view, corrects a category and exports (${lang})`, async ({ page }) => {
      await signInWithPassword(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
      const cashflowAnswer = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/bank/cashflow',
      );
      await page.goto(`/analytics/discover?lang=${lang}`);
      const cashflow = (await (await cashflowAnswer).json()) as {
        data: { month: string; currency: string }[];
      };
      expect(cashflow.data.length).toBeGreaterThan(0);

      // Cashflow: the chart's table shows a row per month of the shown currency; the export the same rows.
      const chart = page.getByRole('region', { name: words.cashTitle, exact: true });
      await chart.getByText(words.table, { exact: true }).click();
      const months = await chart.getByRole('table').getByRole('row').count();
      expect(months).toBeGreaterThan(1);
      const cashLines = await exportedLines(page, page.getByRole('button', { name: words.exportCsv }));
      expect(cashLines[0]).toBe(words.cashHeader);
      expect(cashLines).toHaveLength(months);

      // Balances: the sandbox bank's accounts.
      await openView(page, words.views, words.balances);
      const accounts = page.getByRole('table', { name: words.accounts });
      await expect(accounts.getByRole('row').nth(1)).toBeVisible();

      // Transactions: correct the first one's category (and make a rule of it).
      await openView(page, words.views, words.transactions);
      const transactions = page.getByRole('table', { name: words.transactions, exact: true });
      await expect(transactions.getByRole('row').nth(1)).toBeVisible();
      const firstRowLines = await exportedLines(page, page.getByRole('button', { name: words.exportCsv }));
      expect(firstRowLines.length).toBe(await transactions.getByRole('row').count());
      await transactions.getByRole('button', { name: words.changeCategory }).first().click();
      const dialog = page.getByRole('dialog', { name: words.dialog });
      const picker = dialog.getByRole('combobox', { name: words.category });
      // The options move while the list filters, and a click can land beside one: choose again then.
      await expect(async () => {
        await picker.fill(words.pick.typed);
        await page.getByRole('option', { name: words.pick.label, exact: true }).click({ timeout: 5_000 });
        await expect(picker).toHaveValue(words.pick.label, { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      const patched = page.waitForResponse(
        (response) =>
          response.request().method() === 'PATCH' &&
          /^\/api\/bank\/transactions\/[0-9a-f-]+$/.test(new URL(response.url()).pathname),
      );
      await dialog.getByRole('button', { name: words.save }).click();
      expect((await patched).status()).toBe(200);
      await expect(page.getByText(words.saved)).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(
        transactions.getByRole('button', { name: new RegExp(`${words.pick.label}$`) }).first(),
      ).toBeVisible();

      // The rule it made is listed; deleting it asks first (and leaves the demo as it was).
      const rules = page.getByRole('region', { name: words.rules });
      const remove = rules.getByRole('button', { name: words.deleteRule }).first();
      if (await remove.count()) {
        await remove.click();
        const confirm = page.getByRole('dialog', { name: words.confirmTitle });
        await confirm.getByRole('button', { name: words.confirm }).click();
        await expect(confirm).toHaveCount(0);
      }

      // Categorized Transactions: categories and the pivot by month.
      await openView(page, words.views, words.categorized);
      const categories = page.getByRole('region', { name: words.categories, exact: true });
      await expect(categories.getByRole('row').nth(1)).toBeVisible();
      const pivot = page.getByRole('region', { name: words.pivot });
      await expect(pivot.getByRole('row').nth(1)).toBeVisible();
      const pivotLines = await exportedLines(page, pivot.getByRole('button', { name: words.exportCsv }));
      expect(pivotLines.length).toBe(await pivot.getByRole('row').count());

      // Profit and Loss: its source said.
      await openView(page, words.views, words.pnl);
      const pnl = page.getByRole('region', { name: words.pnl, exact: true });
      await expect(pnl.getByText(words.sources)).toBeVisible();
      await expect(pnl.getByRole('row')).toHaveCount(8);

      // Payments Grid: customers by month with the legend of the colours.
      await openView(page, words.views, words.payments);
      const grid = page.getByRole('region', { name: words.payments, exact: true });
      for (const status of words.legend)
        await expect(grid.getByText(status, { exact: true }).first()).toBeVisible();
      await expect(grid.getByRole('row').nth(1)).toBeVisible();
      await expect(page).toHaveURL(/view=payments/);
    });
  }
});
