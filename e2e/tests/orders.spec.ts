import { expect, type Page, test } from '@playwright/test';
import { DEMO_CLIENT, DEMO_INVESTOR, signInWithPassword } from '../support/accounts';
import { idTokenFor } from '../support/identity';
import { operator } from '../support/operator-cli';

const dialog = (page: Page) => page.getByRole('dialog');

test.describe('orders', () => {
  test('the demo client accepts the open bid, sees the schedule, announces a transfer that the repayment run records', async ({
    page,
  }) => {
    await signInWithPassword(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
    await page.goto('/orders/active');
    const asset = page.getByRole('article').first();
    await expect(asset.getByText('Face value', { exact: true })).toBeVisible();
    const accept = asset.getByRole('button', { name: /^Accept the bid of/ });
    await accept.click();
    await expect(
      dialog(page).getByText(/The other bids are declined\. You receive .* less Tranche's fee/),
    ).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Accept' }).click();
    await expect(
      page.getByText('Bid accepted: the payout and the repayment schedule are written'),
    ).toBeVisible();
    await expect(
      page.getByText('You have no asset on the market. Create one on the Trading screen.'),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'Executed' }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    // Both sales run twelve months: twelve instalments and the header row each.
    for (const schedule of await page.getByRole('table', { name: 'Repayment schedule' }).all())
      await expect(schedule.getByRole('row')).toHaveCount(13);
    await page.getByRole('button', { name: 'I have transferred instalment 5' }).click();
    await dialog(page).getByRole('button', { name: 'I have transferred' }).click();
    await expect(page.getByText('Thank you: the transfer is announced')).toBeVisible();
    const announced = page.getByRole('row').filter({ hasText: 'Transfer announced' });
    await expect(announced).toHaveCount(1);
    await expect(announced).toContainText(/^5/);
    const paid = page.getByText('Paid', { exact: true });
    await expect(paid).toHaveCount(4);

    // The operator runs the day's repayments: the announced transfer is recorded as paid.
    expect(await operator('run-repayments')).toMatch(/: 1 recorded/);
    await page.reload();
    await expect(paid).toHaveCount(5);
    await expect(announced).toHaveCount(0);
  });

  test('the demo investor cancels an open bid after confirming, in German', async ({ page, request }) => {
    // A new asset of the demo client on the market, and the investor's bid on it.
    const client = {
      authorization: `Bearer ${await idTokenFor(request, DEMO_CLIENT.email, DEMO_CLIENT.password)}`,
    };
    const investor = {
      authorization: `Bearer ${await idTokenFor(request, DEMO_INVESTOR.email, DEMO_INVESTOR.password)}`,
    };
    const tradable = (
      await (
        await request.get('/api/subscriptions?where[tradable]=true&size=100', { headers: client })
      ).json()
    ).data as { id: string; currency: string; billingPeriod: number; endDate: string | null }[];
    const pick = tradable.filter((s) => s.currency === 'EUR' && s.billingPeriod === 1 && s.endDate === null);
    const created = await request.post('/api/assets', {
      headers: client,
      data: {
        contractLengthMonths: 6,
        subscriptions: { create: pick.slice(0, 2).map((s) => ({ id_subscription: s.id })) },
      },
    });
    expect(created.status()).toBe(201);
    const asset = (await created.json()).data as { id: string; guidePrice: number };
    const bid = await request.post('/api/investor/orders', {
      headers: investor,
      data: { id_asset: asset.id, price: asset.guidePrice },
    });
    expect(bid.status()).toBe(201);
    // Bids withdrawn before (by other tests, by hand or by a strategy) stay in the list.
    const canceledBefore = (
      (await (await request.get('/api/investor/orders', { headers: investor })).json()).data as {
        status: string;
      }[]
    ).filter((order) => order.status === 'CANCELED').length;

    await signInWithPassword(page, DEMO_INVESTOR.email, DEMO_INVESTOR.password);
    await page.goto('/orders/active?lang=de');
    await expect(page.getByText('Ihre offenen Gebote.', { exact: false })).toBeVisible();
    const amount = (asset.guidePrice / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 });
    await page.getByRole('button', { name: new RegExp(`^Gebot zurückziehen: ${amount}\\s€$`) }).click();
    await expect(dialog(page).getByText('Dieses Gebot zurückziehen?')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Gebot zurückziehen' }).click();
    await expect(page.getByText('Ihr Gebot wurde zurückgezogen')).toBeVisible();
    await expect(
      page.getByText('Sie haben keine offenen Gebote. Bieten Sie im Bereich Handel.'),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Gebote' }).click();
    await expect(page.getByRole('table', { name: 'Gebote' }).getByText('Storniert')).toHaveCount(
      canceledBefore + 1,
    );
  });
});
