import { readFile } from 'node:fs/promises';
import { expect, type Page, type Response, test } from '@playwright/test';
import { DEMO_CLIENT, signInWithPassword } from '../support/accounts';
import { demoConnectionsSynced } from '../support/demo-connections';

interface SeriesBody {
  data: {
    currency: string;
    interval: string;
    periods: { start: string; end: string; mrr: number; customers: number }[];
  };
}

/** The next answer of GET /api/analytics whose query has all of `params`. */
function analyticsAnswer(page: Page, params: Record<string, string>): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/analytics' &&
      response.request().method() === 'GET' &&
      Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value)
    );
  });
}

/** The CSV as rows of cells (the export quotes nothing: dates, codes and numbers only). */
function readCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

const decimal = (minor: number) => (minor / 100).toFixed(2);

/** An amount as a KPI card shows it: whole units from a thousand up, cents below. */
function cardMoney(minor: number, currency: string, locale: string): string {
  const whole = Math.abs(minor) >= 100_000;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    ...(whole ? { maximumFractionDigits: 0 } : {}),
  }).format(minor / 100);
}

test.describe('analytics: Observe', () => {
  // Two series, a switch of each kind and an export per test: more than the default minute on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('the demo client switches granularity and currency and reads its export back, in English', async ({
    page,
    request,
  }) => {
    await demoConnectionsSynced(request);
    await signInWithPassword(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
    const first = analyticsAnswer(page, { interval: 'month', period: 'LAST_1_YEAR' });
    await page.goto('/analytics/observe?lang=en');
    const monthly = (await (await first).json()) as SeriesBody;
    expect(monthly.data.currency).toBe('EUR');
    expect(monthly.data.periods.length).toBeGreaterThanOrEqual(12);

    const kpis = page.getByRole('region', { name: 'Key figures' });
    const mrr = kpis.getByRole('article', { name: 'MRR', exact: true });
    const latest = monthly.data.periods.at(-1)!;
    const euros = cardMoney(latest.mrr, 'EUR', 'en');
    await expect(mrr).toContainText(euros);
    await expect(mrr).toContainText(/vs\. [A-Z][a-z]{2} \d{4}/);
    await mrr.getByRole('button', { name: 'What is MRR?' }).focus();
    await expect(page.getByRole('tooltip')).toContainText('Monthly recurring revenue');
    // The demo client's sandbox bank and books fill the cash side, each figure a number.
    const cash = page.getByRole('region', { name: 'Cashflow' });
    await expect(cash.getByRole('row', { name: /^Cash liquidity/ })).toContainText(/€[\d,]+\.\d{2}/);
    await expect(cash.getByRole('row', { name: /^Runway/ })).toContainText(/[\d.]+ months|Unlimited/);
    await expect(cash.getByRole('row', { name: /^Debt to asset/ })).toContainText(/\d\.\d{2}/);

    // Granularity: quarters, named Q1…Q4, shown in the chart's table.
    const quarterly = analyticsAnswer(page, { interval: 'quarter' });
    await page.getByRole('radiogroup', { name: 'Aggregation' }).getByText('Quarter').click();
    const quarters = (await (await quarterly).json()) as SeriesBody;
    const mrrChart = page.getByRole('region', { name: 'MRR', exact: true });
    await mrrChart.getByText('Table', { exact: true }).click();
    const table = mrrChart.getByRole('table', { name: 'MRR' });
    await expect(table.getByRole('row')).toHaveCount(quarters.data.periods.length + 1);
    await expect(table.getByRole('rowheader').last()).toHaveText(/^Q[1-4] \d{4}$/);

    // Currency: the same series in US dollars at the ECB rates.
    const dollars = analyticsAnswer(page, { interval: 'quarter', currency: 'USD' });
    await page.getByRole('radiogroup', { name: 'Currency' }).getByText('USD').click();
    const inUsd = (await (await dollars).json()) as SeriesBody;
    expect(inUsd.data.currency).toBe('USD');
    const usdMrr = cardMoney(inUsd.data.periods.at(-1)!.mrr, 'USD', 'en');
    await expect(mrr).toContainText(usdMrr);
    await expect(page).toHaveURL(/interval=quarter/);
    await expect(page).toHaveURL(/currency=USD/);

    // The export is what the screen shows: same periods, same MRR, same currency.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^tranche-analytics-last-1-year-quarter-USD-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const [header, ...rows] = readCsv(await readFile((await download.path())!, 'utf8'));
    expect(header).toEqual(expect.arrayContaining(['start', 'end', 'currency', 'mrr', 'customers']));
    const column = (name: string) => header!.indexOf(name);
    expect(rows).toHaveLength(inUsd.data.periods.length);
    inUsd.data.periods.forEach((period, index) => {
      const row = rows[index]!;
      expect(row[column('start')]).toBe(period.start);
      expect(row[column('end')]).toBe(period.end);
      expect(row[column('currency')]).toBe('USD');
      expect(row[column('mrr')]).toBe(decimal(period.mrr));
      expect(row[column('customers')]).toBe(String(period.customers));
    });
  });

  test('the demo client reads Observe in German and switches to weeks and Polish złoty', async ({ page }) => {
    await signInWithPassword(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
    // The language first (spec §2: ?lang=), then Observe, so its first answer belongs to this page.
    await page.goto('/?lang=de');
    await expect(page.getByRole('heading', { level: 1, name: 'Startseite' })).toBeVisible();
    const first = analyticsAnswer(page, { interval: 'month' });
    await page.getByRole('navigation').getByRole('link', { name: 'Analysen' }).click();
    const monthly = (await (await first).json()) as SeriesBody;

    await expect(page.getByRole('heading', { level: 1, name: 'Analysen' })).toBeVisible();
    const kpis = page.getByRole('region', { name: 'Kennzahlen' });
    const mrr = kpis.getByRole('article', { name: 'MRR', exact: true });
    const euros = cardMoney(monthly.data.periods.at(-1)!.mrr, 'EUR', 'de');
    await expect(mrr).toContainText(euros);
    await expect(mrr).toContainText(/ggü\. [A-Z][a-zä]{2}\.? \d{4}/);
    await expect(kpis.getByRole('article', { name: 'Kunden', exact: true })).toBeVisible();
    await mrr.getByRole('button', { name: 'Was ist MRR?' }).hover();
    await expect(page.getByRole('tooltip')).toContainText('Monatlich wiederkehrender Umsatz');
    const cash = page.getByRole('region', { name: 'Cashflow' });
    await expect(cash.getByRole('row', { name: /^Liquidität/ })).toContainText(/[\d.]+,\d{2}\s€/);
    await expect(cash.getByRole('row', { name: /^Reichweite/ })).toContainText(/[\d,]+ Monate|Unbegrenzt/);

    const weekly = analyticsAnswer(page, { interval: 'week', currency: 'PLN' });
    await page.getByRole('radiogroup', { name: 'Aggregation' }).getByText('Woche').click();
    await page.getByRole('radiogroup', { name: 'Währung' }).getByText('PLN').click();
    const weeks = (await (await weekly).json()) as SeriesBody;
    expect(weeks.data.periods.length).toBeGreaterThan(50);
    const zloty = cardMoney(weeks.data.periods.at(-1)!.mrr, 'PLN', 'de');
    await expect(mrr).toContainText(zloty);
    const customers = page.getByRole('region', { name: 'Kunden', exact: true });
    await customers.getByText('Tabelle', { exact: true }).click();
    await expect(customers.getByRole('table', { name: 'Kunden' }).getByRole('row')).toHaveCount(
      weeks.data.periods.length + 1,
    );
    await expect(customers.getByRole('columnheader').first()).toHaveText('Zeitraum');
  });
});
