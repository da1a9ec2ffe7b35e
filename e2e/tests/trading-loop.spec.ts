import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_CLIENT, DEMO_INVESTOR, signInWithPassword } from '../support/accounts';
import { operator } from '../support/operator-cli';

const TEXT = {
  en: {
    portfolio: 'Your portfolio',
    received: 'Received',
    bid: 'Place a bid',
    collections: 'Forecast collections',
    bidDone: 'Your bid is placed.',
    confirm: 'Confirm order',
    market: 'Put on the market',
    acceptBid: /^Accept the bid of/,
    accept: 'Accept',
    schedule: 'Repayment schedule',
  },
  de: {
    portfolio: 'Ihr Portfolio',
    received: 'Erhalten',
    bid: 'Gebot abgeben',
    collections: 'Prognostizierte Einzahlungen',
    bidDone: 'Ihr Gebot ist abgegeben.',
    confirm: 'Auftrag bestätigen',
    market: 'An den Markt bringen',
    acceptBid: /^Annehmen: Gebot über/,
    accept: 'Annehmen',
    schedule: 'Rückzahlungsplan',
  },
} as const;

async function as(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithPassword(page, who.email, who.password);
  return page;
}

/** The investor's "Received" figure on Home. */
async function received(page: Page, lang: 'en' | 'de'): Promise<string> {
  await page.goto(`/?lang=${lang}`);
  const tile = page
    .getByRole('region', { name: TEXT[lang].portfolio })
    .getByRole('group', { name: TEXT[lang].received });
  await expect(tile).toContainText(/\d/);
  return tile.innerText();
}

for (const lang of ['en', 'de'] as const) {
  const text = TEXT[lang];
  test(`the whole loop (${lang}): the client sells, the investor bids, the client accepts, a repayment run, the portfolio moves`, async ({
    browser,
  }) => {
    // Two signed-in people, a quote, a bid, an acceptance and a repayment run: minutes on a busy machine.
    test.setTimeout(180_000);
    const client = await as(browser, DEMO_CLIENT);
    const investor = await as(browser, DEMO_INVESTOR);
    try {
      const before = await received(investor, lang);

      // The client puts its subscription with the highest MRR on the market.
      await client.goto(`/trading?lang=${lang}`);
      await client
        .getByRole('table')
        .getByRole('row')
        .filter({ hasText: lang === 'en' ? 'Open-ended' : 'Unbefristet' })
        .first()
        .getByRole('checkbox')
        .check();
      await expect(client.getByRole('button', { name: text.confirm })).toBeEnabled();
      await client.getByRole('button', { name: text.confirm }).click();
      await client.getByRole('dialog').getByRole('button', { name: text.market }).click();
      await expect(client).toHaveURL(/\/orders\/active/);

      // The investor bids the guide price on the newest asset.
      await investor.goto(`/trading?lang=${lang}`);
      // Each asset says what its subscriptions are forecast to collect.
      await expect(investor.getByText(text.collections, { exact: true }).first()).toBeVisible();
      await investor.getByRole('button', { name: text.bid }).first().click();
      await investor
        .getByRole('dialog')
        .getByRole('button', { name: /bid|bieten/i })
        .last()
        .click();
      await expect(investor.getByText(text.bidDone)).toBeVisible();

      // The client accepts it; the sale and its schedule appear under Executed.
      await client.goto(`/orders/active?lang=${lang}`);
      await client.getByRole('button', { name: text.acceptBid }).first().click();
      await client.getByRole('dialog').getByRole('button', { name: text.accept, exact: true }).click();
      // The dialog closes once the acceptance is recorded; leaving earlier would abandon it.
      await expect(client.getByRole('dialog')).toBeHidden({ timeout: 30_000 });
      await client.goto(`/orders/executed?lang=${lang}`);
      await expect(client.getByRole('table', { name: text.schedule }).first()).toBeVisible();

      // Time passes: the operator's repayment run records what fell due, as if every client paid.
      const later = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
      expect(await operator('run-repayments', '--as-of', later, '--transfers-arrive')).toMatch(/recorded/);
      await expect.poll(() => received(investor, lang)).not.toBe(before);
    } finally {
      // Closed, so their screens stop polling the server while the next tests run.
      await client.context().close();
      await investor.context().close();
    }
  });
}
