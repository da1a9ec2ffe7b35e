import { expect, type Page, test } from '@playwright/test';
import { DEMO_INVESTOR, signInWithPassword } from '../support/accounts';
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
  // The demo investor's own bid on the demo's open asset is withdrawn first: one bid per asset,
  // so the strategy may take its place.
  const investor = {
    authorization: `Bearer ${await idTokenFor(request, DEMO_INVESTOR.email, DEMO_INVESTOR.password)}`,
  };
  const open = (
    (await (await request.get('/api/investor/orders', { headers: investor })).json()).data as {
      id: string;
      status: string;
    }[]
  ).filter((order) => order.status === 'BIDDING');
  for (const order of open)
    expect(
      (await request.post(`/api/investor/orders/${order.id}/cancel`, { headers: investor })).status(),
    ).toBe(200);

  await signInWithPassword(page, DEMO_INVESTOR.email, DEMO_INVESTOR.password);
  await page.goto('/orders/hands-free');
  await expect(page.getByText('You have no strategy yet.', { exact: false })).toBeVisible();
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

  const strategies = page.getByRole('table', { name: 'Strategies' });
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
  await expect(page.getByRole('table', { name: 'Strategien' }).getByText('Aktiv')).toBeVisible();
});
