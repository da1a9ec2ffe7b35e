import { screen, within } from '@testing-library/react';
import type { InvestorAssetDto } from '@tranche/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, loadedUser, ok, userRoutes } from '../../account/testing/fake-api';
import { renderWithSession } from '../../account/testing/render-with-session';
import { InvestorMarket } from './investor-market';

const NOW = '2026-11-20T10:00:00.000Z';
const asset: InvestorAssetDto = {
  id: '7d1f3c52-8a41-4f0e-9d53-1c3a5b7e9f21',
  status: 'OPEN',
  currency: 'EUR',
  contractLengthMonths: 12,
  subscriptions: 3,
  pledgedSubscriptions: 1,
  faceValue: 1_200_000,
  pledgedFaceValue: 300_000,
  guidePrice: 1_100_000,
  grade: 'B',
  discountBps: 800,
  bestBid: null,
  bids: 0,
  createdAt: NOW,
  updatedAt: NOW,
  company: {
    alias: 'Company 3F9A',
    country: 'DE',
    rating: null,
    kpis: {
      currency: 'EUR',
      mrr: 5_000_000,
      arr: 60_000_000,
      customers: 120,
      mrrGrowth: { kind: 'value', value: 2.5 },
      mrrChurnRateGross: { kind: 'value', value: 1.1 },
    },
  },
  myOrder: null,
  collectionsForecast: {
    expected: 1_121_532,
    low: 1_080_100,
    high: 1_170_900,
    churn: { usual: 1.1, worse: 1.9, better: 0.4 },
  },
};

function marketApi() {
  return fakeApi({
    ...userRoutes(loadedUser({ kind: 'INVESTOR' })).routes,
    'GET /investor/assets': () => ok([asset]),
    'GET /investor/balances': () =>
      ok([{ currency: 'EUR', available: 1_500_000, reserved: 0, receivable: 0 }]),
    'POST /investor/orders': ({ body }) =>
      ok(
        {
          id: '0b6f9a63-5c1d-4e2f-8a7b-9c0d1e2f3a4b',
          id_asset: asset.id,
          status: 'BIDDING',
          price: (body as { price: number }).price,
          pricePledged: (body as { pledgedPrice?: number }).pledgedPrice ?? null,
          accepted: false,
          currency: 'EUR',
          assetStatus: 'OPEN',
          subscriptions: 3,
          contractLength: 12,
          paymentInterval: 1,
          mine: true,
          createdAt: NOW,
          updatedAt: NOW,
        },
        201,
      ),
  });
}

describe('the investor market', { timeout: 20_000 }, () => {
  it('shows an anonymised asset and bids within the available balance, with a price for the pledged part', async () => {
    const api = marketApi();
    const { user } = renderWithSession([{ path: '/', element: <InvestorMarket /> }]);
    expect(await screen.findByText('Company 3F9A')).toBeInTheDocument();
    expect(screen.getByText('Grade B')).toBeInTheDocument();
    // What the subscriptions behind it are forecast to collect, and the churn that says so.
    expect(screen.getByText('Forecast collections')).toBeInTheDocument();
    expect(screen.getByText('€11,215.32')).toBeInTheDocument();
    expect(screen.getByText('of €12,000.00 · 80 %: €10,801.00 – €11,709.00')).toBeInTheDocument();
    expect(
      screen.getByText(/usual monthly MRR churn of 1\.1% \(its worse months 1\.9%, better months 0\.4%\)/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place a bid' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Available to bid: €15,000.00')).toBeInTheDocument();
    const price = within(dialog).getByRole('textbox', { name: 'Your price (EUR)' });
    await user.clear(price);
    await user.type(price, '16000');
    expect(await within(dialog).findByText('Your available balance is €15,000.00.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Bid/ })).toBeDisabled();
    await user.clear(price);
    await user.type(price, '11000');
    await user.type(within(dialog).getByRole('textbox', { name: /^Price for the pledged part/ }), '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Bid €11,000.00' }));
    expect(await screen.findByText('Your bid is placed.')).toBeInTheDocument();
    expect(api.sent('POST', '/investor/orders').map((r) => r.body)).toEqual([
      { id_asset: asset.id, price: 1_100_000, pledgedPrice: 250_000 },
    ]);
  });
});
