import { expect, test } from '@playwright/test';
import { DEMO_CLIENT, signInWithPassword } from '../support/accounts';

const WORDS = {
  en: {
    mrr: 'MRR',
    cash: 'Cash',
    method: /^Method: /,
    tested: /^Tested on your own history: forecasts 3 months ahead were off by [\d.,]+\s?% on average/,
    horizonGroup: 'Forecast',
    horizon: '3 months',
    intervalGroup: 'Aggregation',
    quarter: 'Quarter',
    table: 'Table',
    forecast: 'Forecast',
    history: 'Learn from',
    short: 'Last 3 months',
    none: 'No prediction data',
    change: /Change the dates to a longer period/,
  },
  de: {
    mrr: 'MRR',
    cash: 'Liquidität',
    method: /^Methode: /,
    tested:
      /^An Ihrer eigenen Historie getestet: Prognosen 3 Monate im Voraus lagen im Mittel um [\d.,]+\s?% daneben/,
    horizonGroup: 'Prognose',
    horizon: '3 Monate',
    intervalGroup: 'Aggregation',
    quarter: 'Quartal',
    table: 'Tabelle',
    forecast: 'Prognose',
    history: 'Lernen aus',
    short: 'Letzte 3 Monate',
    none: 'Keine Prognosedaten',
    change: /Ändern Sie die Daten auf einen längeren Zeitraum/,
  },
} as const;

test.describe('Analytics → Predict', () => {
  test.setTimeout(90_000);

  for (const lang of ['en', 'de'] as const) {
    const words = WORDS[lang];
    test(`the demo company's forecasts, their ranges and how they were made (${lang})`, async ({ page }) => {
      await signInWithPassword(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
      await page.goto(`/analytics/predict?lang=${lang}`);

      const mrr = page.getByRole('region', { name: words.mrr, exact: true });
      await expect(mrr.getByText(words.method)).toBeVisible({ timeout: 30_000 });
      // The demo company has a bank: its cash is forecast too.
      await expect(
        page.getByRole('region', { name: words.cash, exact: true }).getByText(words.method),
      ).toBeVisible();

      await page.getByRole('radiogroup', { name: words.horizonGroup }).getByText(words.horizon).click();
      await expect(mrr.getByText(words.tested)).toBeVisible();
      await mrr.getByText(words.table, { exact: true }).click();
      const table = mrr.getByRole('table');
      const header = table.getByRole('columnheader', { name: words.forecast, exact: true });
      await expect(header).toBeVisible();
      // Three forecast months, each with its figure and both ranges (the actual column empty).
      const cells = await table
        .getByRole('row')
        .evaluateAll((rows) =>
          rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')),
        );
      const ahead = cells.filter((row) => row.length > 0 && row[0] === '' && row[1] !== '');
      expect(ahead).toHaveLength(3);
      for (const row of ahead) expect(row.slice(1, 6).every((cell) => /\d/.test(cell))).toBe(true);

      await page.getByRole('radiogroup', { name: words.intervalGroup }).getByText(words.quarter).click();
      await expect(page).toHaveURL(/interval=quarter/);

      // Three months of history are too few to learn from.
      await page.getByRole('combobox', { name: words.history }).selectOption({ label: words.short });
      await expect(mrr.getByText(words.none)).toBeVisible();
      await expect(mrr.getByText(words.change)).toBeVisible();
    });
  }
});
