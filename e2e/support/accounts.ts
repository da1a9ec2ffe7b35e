import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { idTokenFor } from './identity';

/** The operator the e2e server seeds on its empty database (apps/api demo seed, README). */
export const DEMO_ADMIN = { email: 'admin@demo.tranche.local', password: 'Demo-Admin-2026!' };
/** The approved demo client with its company, bank account and subscriptions. */
export const DEMO_CLIENT = { email: 'client@demo.tranche.local', password: 'Demo-Client-2026!' };
/** The approved demo investor. */
export const DEMO_INVESTOR = { email: 'investor@demo.tranche.local', password: 'Demo-Investor-2026!' };

/** Signs in through the sign-in screen and waits until the app left it. */
export async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // SRP's big-number work in the page and on the server takes seconds when the CI cores are shared.
  await expect(page).not.toHaveURL(/\/sign-in(\?|$)/, { timeout: 30_000 });
}

/** The operator approves the company of a user through the admin-only API. */
export async function approveAccountOf(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  const own = await request.get('/api/user', {
    headers: { authorization: `Bearer ${await idTokenFor(request, email, password)}` },
  });
  const { data: user } = (await own.json()) as {
    data: { id_client: string | null; id_investor: string | null };
  };
  const accountId = user.id_client ?? user.id_investor;
  expect(accountId, `${email} has a company`).toBeTruthy();
  const admin = await idTokenFor(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const approved = await request.post(`/api/admin/accounts/${accountId}/approve`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(approved.status()).toBe(200);
}
