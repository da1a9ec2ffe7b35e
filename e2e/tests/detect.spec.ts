import { expect, type Page, test } from '@playwright/test';
import { DEMO_CLIENT, signInWithPassword } from '../support/accounts';

// The demo company's bank carries planted anomalies (packages/domain demo-anomalies.ts): among
// them its hosting bill (Hetzner) booked twice in the second month before today.
const WORDS = {
  en: {
    list: 'Anomalies, newest first',
    duplicate: 'Possible duplicate payment',
    reason: /The same amount was paid to Hetzner Online GmbH 2 times (on the same day|within 1 day)\./,
    summary: /^\d+ findings from .+ to today: \d+ in revenue, \d+ in payments, \d+ in the bank\./,
    link: /^Show the transactions: Hetzner Online GmbH/,
    bankArea: 'Bank',
    area: 'Area',
    how: 'How we detect',
    transactions: 'Transactions',
  },
  de: {
    list: 'Auffälligkeiten, neueste zuerst',
    duplicate: 'Mögliche Doppelzahlung',
    reason:
      /Derselbe Betrag wurde (am selben Tag|innerhalb von 1 Tag) 2-mal an Hetzner Online GmbH gezahlt\./,
    summary: /^\d+ Auffälligkeiten seit .+: \d+ beim Umsatz, \d+ bei den Zahlungen, \d+ auf der Bank\./,
    link: /^Buchungen anzeigen: Hetzner Online GmbH/,
    bankArea: 'Bank',
    area: 'Bereich',
    how: 'So erkennen wir Auffälligkeiten',
    transactions: 'Transaktionen',
  },
} as const;

/** Opens Detect until the bank's first sync (a job after the seed) has brought the planted rows. */
async function openDetect(page: Page, lang: string, list: string, duplicate: string) {
  await expect(async () => {
    await page.goto(`/analytics/detect?lang=${lang}`);
    const table = page.getByRole('table', { name: list });
    await expect(table.getByRole('row').filter({ hasText: duplicate }).first()).toBeVisible({
      timeout: 10_000,
    });
  }).toPass({ timeout: 90_000 });
}

test.describe('Analytics → Detect', () => {
  test.setTimeout(150_000);

  for (const lang of ['en', 'de'] as const) {
    const words = WORDS[lang];
    test(`the demo client sees the planted anomalies with their reasons and follows one to its rows (${lang})`, async ({
      page,
    }) => {
      await signInWithPassword(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
      await openDetect(page, lang, words.list, words.duplicate);
      await expect(page.getByRole('status').filter({ hasText: words.summary })).toBeVisible();

      // The duplicated hosting bill, with why it was flagged.
      const table = page.getByRole('table', { name: words.list });
      const duplicate = table.getByRole('row').filter({ hasText: words.reason });
      await expect(duplicate.first()).toBeVisible();
      // The other planted bank anomalies are there too: a missing rent, a large new payee, more.
      expect(await table.getByRole('row').count()).toBeGreaterThan(5);

      // Only the bank's findings.
      await page
        .getByRole('radiogroup', { name: words.area })
        .getByText(words.bankArea, { exact: true })
        .click();
      await expect(page).toHaveURL(/area=bank/);
      await expect(duplicate.first()).toBeVisible();

      // How it is done, by keyboard.
      const how = page.getByRole('button', { name: words.how });
      await how.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(/1[.,]4826/)).toBeVisible();

      // Its rows: Discover's transactions searched for the payee around the day, both bookings there.
      await duplicate.first().getByRole('link', { name: words.link }).click();
      await expect(page).toHaveURL(/\/analytics\/discover\?view=transactions&q=Hetzner/);
      const transactions = page.getByRole('table', { name: words.transactions, exact: true });
      await expect(transactions.getByRole('row').filter({ hasText: 'Hetzner Online GmbH' })).toHaveCount(2, {
        timeout: 30_000,
      });
    });
  }
});
