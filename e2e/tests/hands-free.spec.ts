import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_CLIENT, DEMO_INVESTOR, signInWithPassword } from '../support/accounts';
import { idTokenFor } from '../support/identity';

const dialog = (page: Page) => page.getByRole('dialog');
const choose = async (page: Page, label: string, option: string | RegExp) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('an investor sets up a hands-free strategy, sees its potential and its explained automatic bid, and withdraws it', async ({
  page,
  request,
}) => {
  // The demo's open asset already carries the demo investor's own bid (one bid per investor and
  // asset), so the strategy bids on a new asset the demo client lists once the strategy is saved.
  const client = {
    authorization: `Bearer ${await idTokenFor(request, DEMO_CLIENT.email, DEMO_CLIENT.password)}`,
  };

  await signInWithPassword(page, DEMO_INVESTOR.email, DEMO_INVESTOR.password);
  await page.goto('/orders/hands-free');
  // The demo investor keeps a strategy for another kind of company (financial software).
  const strategies = page.getByRole('table', { name: 'Strategies' });
  await expect(strategies.getByRole('row', { name: /Fintech software, low risk/ })).toContainText('Active');
  await page.getByRole('button', { name: 'New strategy' }).click();
  await expect(dialog(page).getByText('New hands-free strategy')).toBeVisible();
  await page.getByRole('button', { name: 'Save strategy' }).click();
  await expect(dialog(page).getByText('Required field Name')).toBeVisible();
  await expect(dialog(page).getByText('Must enter positive number!')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill('Software up to E');
  await choose(page, 'Currency', 'EUR');
  await page.getByRole('textbox', { name: 'Investment amount (EUR)' }).fill('500000');
  await choose(page, 'Company category', /^J · Information and communication/);
  await choose(page, 'Maximum risk rank', 'E');
  const potential = dialog(page).getByTestId('strategy-potential');
  await expect(potential.getByText('1 asset on the market matches now.')).toBeVisible();
  await expect(potential.getByText(/€/)).toHaveCount(2);
  await page.getByRole('button', { name: 'Save strategy' }).click();
  await expect(page.getByText('The strategy was saved', { exact: false })).toBeVisible();
  const asset = await listNewAsset(request, client);

  await expect(strategies.getByRole('row', { name: /Software up to E/ })).toContainText('Active');
  const autoBids = page.getByRole('table', { name: 'Automatic bids' });
  const row = autoBids.getByRole('row', { name: /Software up to E/ });
  // The job bids within moments of saving; the list refreshes itself.
  await expect(row).toContainText(
    /Matched: ARR .+ ≥ .+, run rate .+ ≥ .+, category Information and communication .*, grade [A-E] ≤ E/,
    {
      timeout: 30_000,
    },
  );
  await expect(row).toContainText('Open');

  await row.getByRole('button', { name: /^Withdraw automatic bid of/ }).click();
  await expect(
    dialog(page).getByText('The strategy does not bid on this asset again.', { exact: false }),
  ).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('The automatic bid was withdrawn')).toBeVisible();
  await expect(row).toContainText('Cancelled');

  await page.goto('/orders/hands-free?lang=de');
  await expect(
    page.getByRole('table', { name: 'Automatische Gebote' }).getByText(/^Passend: ARR/),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Strategien' }).getByRole('row', { name: /Software up to E/ }),
  ).toContainText('Aktiv');

  // Deleting the strategy (after confirming) stops it; the new asset leaves the market again, so
  // the demo is as the other browser tests expect it.
  await page.getByRole('button', { name: 'Strategie Software up to E löschen' }).click();
  await dialog(page).getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Die Strategie wurde gelöscht')).toBeVisible();
  expect((await request.post(`/api/assets/${asset}/cancel`, { headers: client })).status()).toBe(200);
});

/** A new asset of the demo client on the market: two monthly EUR subscriptions over six months. */
async function listNewAsset(request: APIRequestContext, client: Record<string, string>): Promise<string> {
  const tradable = (
    await (await request.get('/api/subscriptions?where[tradable]=true&size=100', { headers: client })).json()
  ).data as { id: string; currency: string; billingPeriod: number; endDate: string | null }[];
  const pick = tradable.filter((s) => s.currency === 'EUR' && s.billingPeriod === 1 && s.endDate === null);
  const created = await request.post('/api/assets', {
    headers: client,
    data: {
      contractLengthMonths: 6,
      subscriptions: { create: pick.slice(-2).map((s) => ({ id_subscription: s.id })) },
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()).data as { id: string }).id;
}
