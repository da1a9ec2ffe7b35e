import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_INVESTOR, signInWithPassword } from '../support/accounts';
import { PASSWORD, signUpConfirmed, uniqueEmail } from '../support/identity';
import { finishClientFirstSteps } from '../support/onboarding';

/**
 * axe-core over every screen of the app, in English and in German: no serious or critical
 * violation (WCAG 2 AA contrast, names, roles…). One page load per screen and language; each
 * demo account signs in once and its session is reused.
 */

const LANGUAGES = ['en', 'de'] as const;
type Language = (typeof LANGUAGES)[number];

interface ScreenVisit {
  path: string;
  /** Waits until the screen shows what is to be checked (and opens it, e.g. a dialog); `<h1>` unless given. */
  ready?: (page: Page) => Promise<void>;
}

const heading = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

const submitButton = async (page: Page) => {
  await expect(page.locator('form button[type="submit"]')).toBeVisible();
};

const SETTINGS_TABS = [
  'integrations',
  'profile',
  'company',
  'bank-details',
  'security',
  'imports',
  'kyc-kyb',
  'users',
  'file-room',
];

/** Discover's views of a client, each once its figures are in (Cashflow leads with its chart). */
const firstTable = async (page: Page) => {
  await expect(page.getByRole('main').getByRole('table').first()).toBeVisible({ timeout: 45_000 });
};
const DISCOVER: ScreenVisit[] = [
  {
    path: '/analytics/discover?view=cashflow',
    ready: async (page) => {
      await expect(page.getByRole('main').locator('.recharts-surface').first()).toBeVisible({
        timeout: 45_000,
      });
    },
  },
  ...['balances', 'transactions', 'categorized', 'pnl', 'payments'].map((view) => ({
    path: `/analytics/discover?view=${view}`,
    ready: firstTable,
  })),
];

const SECTIONS: ScreenVisit[] = [
  { path: '/' },
  { path: '/analytics/observe' },
  {
    path: '/analytics/predict',
    // A client's charts; an investor is told analytics are for clients.
    ready: async (page) => {
      const main = page.getByRole('main');
      await expect(
        main
          .locator('.recharts-surface')
          .or(main.getByText(/^(Analytics are|Analysen stehen)/))
          .first(),
      ).toBeVisible({ timeout: 45_000 });
    },
  },
  {
    path: '/analytics/detect',
    // A client's findings; an investor is told analytics are for clients.
    ready: async (page) => {
      const main = page.getByRole('main');
      await expect(
        main
          .getByRole('table')
          .or(main.getByText(/^(Analytics are|Analysen stehen)/))
          .first(),
      ).toBeVisible({ timeout: 45_000 });
    },
  },
  { path: '/trading' },
  { path: '/orders/active' },
  { path: '/notifications' },
];
const SETTINGS: ScreenVisit[] = SETTINGS_TABS.map((tab) => ({ path: `/settings/${tab}` }));

/** One valid and one rejected row: the review shows its table with both badges. */
const CSV = [
  'subscription_id;start_date;end_date;status;billing_interval;currency;amount_including_vat;customer_name;customer_id;country;next_payment_date;last_payment_amount;next_payment_amount',
  'a11y-ok;01.02.2024;;AVAILABLE;12;EUR;1200,00;Good GmbH;cus-1;DE;01.02.2027;1000,00;1000,00',
  'a11y-bad;2024-06-01;;AVAILABLE;1;EUR;10,00;Bad Date AG;cus-2;DE;01.06.2026;8,40;8,40',
].join('\n');

const subscriptionRows = async (page: Page) => {
  await expect(page.getByRole('main').getByRole('table').getByRole('row').nth(1)).toBeVisible();
};

const SUBSCRIPTIONS: ScreenVisit[] = [
  { path: '/subscriptions/all', ready: subscriptionRows },
  {
    path: '/subscriptions/all',
    ready: async (page) => {
      await subscriptionRows(page);
      await page
        .getByRole('button', { name: /^(Import CSV|CSV importieren)$/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'a11y.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
      await expect(dialog.getByRole('row').filter({ hasText: 'a11y-bad' })).toBeVisible();
    },
  },
  { path: '/subscriptions/invoices' },
];

/** Waits until data has arrived and transitions (fading dialogs, tab indicators) have ended. */
async function settle(page: Page): Promise<void> {
  // Analytics computes its figures on first request: generous on a busy machine.
  await expect(page.locator('[aria-busy="true"], .mantine-Loader-root')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForFunction(() => {
    // Runs in the page; the e2e project has no DOM types.
    const { document } = globalThis as unknown as { document: { getAnimations(): { playState: string }[] } };
    return document.getAnimations().every((animation) => animation.playState !== 'running');
  });
}

/** The serious and critical violations on the page as it is now, one line per rule and element. */
async function violations(page: Page, label: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .options({
      // Experimental in axe, so off unless asked for: a control's name must contain its visible label.
      rules: { 'label-content-name-mismatch': { enabled: true } },
      // Every rule still runs; only passes and the like are not described node by node, which is
      // most of axe's time on a page with a full table.
      resultTypes: ['violations'],
    })
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${label}: ${violation.id} at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
      ),
    );
}

/** Visits each screen in the language and returns the serious and critical violations found. */
async function audit(page: Page, language: Language, screens: ScreenVisit[]): Promise<string[]> {
  const found: string[] = [];
  for (const screen of screens) {
    const separator = screen.path.includes('?') ? '&' : '?';
    await page.goto(`${screen.path}${separator}lang=${language}`);
    await (screen.ready ?? heading)(page);
    await settle(page);
    found.push(...(await violations(page, `${language} ${screen.path}`)));
  }
  return found;
}

/** Each demo account signs in once per run; later tests start from its saved session. */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const sessions = new Map<string, StorageState>();

/** Runs `work` on a page of the signed-in account, then closes it so it stops polling the server. */
async function withSignedInPage<T>(
  browser: Browser,
  account: { email: string; password: string },
  work: (page: Page) => Promise<T>,
): Promise<T> {
  const saved = sessions.get(account.email);
  const context = await browser.newContext(saved ? { storageState: saved } : {});
  try {
    const page = await context.newPage();
    if (!saved) {
      await signInWithPassword(page, account.email, account.password);
      sessions.set(account.email, await context.storageState());
    }
    return await work(page);
  } finally {
    await context.close();
  }
}

test.describe('accessibility: no serious or critical axe-core violation', () => {
  // axe takes seconds per page on a busy machine (contrast of every text of a full table).
  test.describe.configure({ timeout: 240_000 });

  for (const language of LANGUAGES) {
    test(`sign-in, sign-up, password reset and the legal pages (${language})`, async ({ page }) => {
      const found = await audit(page, language, [
        { path: '/sign-in', ready: submitButton },
        {
          // The required-field messages in the error colour.
          path: '/sign-in',
          ready: async (p) => {
            await p.locator('form button[type="submit"]').click();
            await expect(p.locator('[aria-invalid="true"]').first()).toBeVisible();
          },
        },
        { path: '/sign-up', ready: submitButton },
        { path: '/forgot-password', ready: submitButton },
        { path: '/reset-password?email=someone%40example.com', ready: submitButton },
        { path: '/confirm-sign-up?email=someone%40example.com', ready: submitButton },
        { path: '/terms' },
        { path: '/privacy' },
      ]);
      expect(found).toEqual([]);
    });

    test(`first steps and the review gate of a new client (${language})`, async ({ page, request }) => {
      const email = uniqueEmail(`a11y-${language}`);
      await signUpConfirmed(request, email, 'client');
      await signInWithPassword(page, email, PASSWORD);
      const found = await audit(page, language, [{ path: '/first-steps' }]);
      await finishClientFirstSteps(request, email, 'Accessible GmbH');
      const gate = async (p: Page) => {
        await heading(p);
        await expect(p.getByRole('main').getByRole('alert').or(p.getByRole('status')).first()).toBeVisible();
      };
      found.push(...(await audit(page, language, [{ path: '/trading', ready: gate }])));
      expect(found).toEqual([]);
    });

    test(`the demo client's sections, subscriptions and a CSV under review (${language})`, async ({
      browser,
    }) => {
      const found = await withSignedInPage(browser, DEMO_CLIENT, (page) =>
        audit(page, language, [...SECTIONS, ...SUBSCRIPTIONS]),
      );
      expect(found).toEqual([]);
    });

    test(`the demo client's Discover views (${language})`, async ({ browser }) => {
      const found = await withSignedInPage(browser, DEMO_CLIENT, (page) => audit(page, language, DISCOVER));
      expect(found).toEqual([]);
    });

    test(`the demo client's settings (${language})`, async ({ browser }) => {
      const found = await withSignedInPage(browser, DEMO_CLIENT, (page) => audit(page, language, SETTINGS));
      expect(found).toEqual([]);
    });

    test(`every screen of the demo investor (${language})`, async ({ browser }) => {
      const found = await withSignedInPage(browser, DEMO_INVESTOR, (page) =>
        audit(page, language, [...SECTIONS, ...SETTINGS]),
      );
      expect(found).toEqual([]);
    });

    test(`the operator's modal (${language})`, async ({ browser }) => {
      const modal = async (p: Page) => {
        await expect(p.getByRole('dialog')).toBeVisible();
      };
      const found = await withSignedInPage(browser, DEMO_ADMIN, (page) =>
        audit(page, language, [{ path: '/', ready: modal }]),
      );
      expect(found).toEqual([]);
    });
  }
});
