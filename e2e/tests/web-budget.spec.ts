import { expect, test } from '@playwright/test';
import { DEMO_CLIENT, signInWithPassword } from '../support/accounts';
import { gzipBytesOf, kb, SIGN_IN_JS_BUDGET_BYTES, scriptsLoadedBy } from '../support/js-transfer';

const fileNames = (urls: string[]) => urls.map((url) => new URL(url).pathname.replace(/^\/assets\//, ''));

/** Issue 8 point 7: the first page is light, and each screen brings its own code when shown. */
test.describe('what the web app downloads', () => {
  test('the sign-in page loads neither the signed-in shell, nor any screen, nor Amplify', async ({
    page,
  }) => {
    const scripts = await scriptsLoadedBy(page, async () => {
      await page.goto('/sign-in');
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    });
    const names = fileNames(scripts.map((script) => script.url));
    expect(names.some((name) => name.startsWith('start-'))).toBe(true);
    for (const lazy of [
      'amplify-auth-client-',
      'app-layout-',
      'home.route-',
      'settings.route-',
      'analytics.route-',
    ])
      expect(
        names.filter((name) => name.startsWith(lazy)),
        lazy,
      ).toEqual([]);
    // Every script came compressed (brotli or gzip), never as the plain file.
    for (const script of scripts) expect(['br', 'gzip'], script.url).toContain(script.encoding);
  });

  test('a screen fetches its own code when it is first shown', async ({ page }) => {
    await signInWithPassword(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
    await page.goto('/trading');
    await expect(page.getByRole('heading', { level: 1, name: 'Trading' })).toBeVisible();
    const scripts = await scriptsLoadedBy(page, async () => {
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Settings' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    });
    expect(
      fileNames(scripts.map((script) => script.url)).some((name) => name.startsWith('settings.route-')),
    ).toBe(true);
  });

  test(`the sign-in page loads at most ${kb(SIGN_IN_JS_BUDGET_BYTES)} of JavaScript, gzip`, async ({
    page,
  }) => {
    const scripts = await scriptsLoadedBy(page, async () => {
      await page.goto('/sign-in');
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    });
    const gzip = await gzipBytesOf(scripts.map((script) => script.url));
    expect(gzip, `${kb(gzip)} of JavaScript`).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET_BYTES);
  });
});
