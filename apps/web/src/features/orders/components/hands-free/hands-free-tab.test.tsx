import { screen, within } from '@testing-library/react';
import type { AutoBidDto, TradingStrategyDto } from '@tranche/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, loadedUser, ok, userRoutes } from '../../../account/testing/fake-api';
import { renderWithSession } from '../../../account/testing/render-with-session';
import { HandsFreeTab } from './hands-free-tab';

const NOW = '2026-11-20T10:00:00.000Z';
const strategy: TradingStrategyDto = {
  id: '5a0c3f1e-2b4d-4c6e-8f70-91a2b3c4d5e6',
  name: 'SaaS up to C',
  currency: 'EUR',
  investmentAmount: 5_000_000,
  minArr: 100_000_000,
  maxArr: 500_000_000,
  minRunRate: 0,
  companyCategory: 'J',
  riskRank: 'C',
  used: 1_100_000,
  left: 3_900_000,
  status: 'ACTIVE',
  autoBids: 1,
  potentialMonthlyIncome: 100_000,
  potentialTotalReturn: 100_000,
  matchingAssets: 1,
  assetsTaken: 1,
  createdAt: NOW,
  updatedAt: NOW,
};
const autoBid: AutoBidDto = {
  id: '6b1d4e2f-3c5e-4d7f-9a81-a2b3c4d5e6f7',
  strategyId: strategy.id,
  strategyName: strategy.name,
  id_asset: '7d1f3c52-8a41-4f0e-9d53-1c3a5b7e9f21',
  id_order: '0b6f9a63-5c1d-4e2f-8a7b-9c0d1e2f3a4b',
  orderStatus: 'BIDDING',
  price: 1_100_000,
  currency: 'EUR',
  explanation: {
    matched: true,
    currency: { value: 'EUR', wanted: 'EUR', ok: true },
    arr: { value: 120_000_000, min: 100_000_000, max: 500_000_000, ok: true },
    runRate: { value: 10_000_000, min: 0, ok: true },
    category: { value: 'J', wanted: 'J', ok: true },
    grade: { value: 'B', worst: 'C', ok: true },
  },
  createdAt: NOW,
};

describe('the Hands Free tab', { timeout: 45_000 }, () => {
  it('tells a client that Hands Free is for investors', async () => {
    fakeApi({ ...userRoutes(loadedUser({ kind: 'CLIENT' })).routes });
    renderWithSession([{ path: '/', element: <HandsFreeTab /> }]);
    expect(await screen.findByText(/^Hands Free is for investors/)).toBeInTheDocument();
  });

  it('lists strategies and explained automatic bids, and sets up a strategy with its potential shown live', async () => {
    const api = fakeApi({
      ...userRoutes(loadedUser({ kind: 'INVESTOR', currency: 'EUR' })).routes,
      'GET /trading-strategies': () => ok([strategy]),
      'GET /trading-strategies/auto-bids': () => ok([autoBid]),
      'POST /trading-strategies/preview': () =>
        ok({
          potentialMonthlyIncome: 250_000,
          potentialTotalReturn: 180_000,
          matchingAssets: 2,
          assetsTaken: 2,
        }),
      'POST /trading-strategies': () => ok(strategy, 201),
    });
    const { user } = renderWithSession([{ path: '/', element: <HandsFreeTab /> }]);
    const list = await screen.findByRole('table', { name: 'Strategies' });
    expect(within(list).getByText('€39,000.00')).toBeInTheDocument();
    expect(within(list).getByText('Active')).toBeInTheDocument();
    const bids = await screen.findByRole('table', { name: 'Automatic bids' });
    expect(
      within(bids).getByText(
        'Matched: ARR €1,200,000.00 within €1,000,000.00–€5,000,000.00, run rate €100,000.00 ≥ €0.00, category Information and communication (incl. software), grade B ≤ C',
      ),
    ).toBeInTheDocument();
    expect(
      within(bids).getByRole('button', { name: 'Withdraw automatic bid of €11,000.00' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New strategy' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save strategy' }));
    expect(await within(dialog).findByText('Required field Name')).toBeInTheDocument();
    expect(within(dialog).getByText('Must enter positive number!')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Growth');
    await user.type(within(dialog).getByRole('textbox', { name: 'Investment amount (EUR)' }), '20000');
    expect(await within(dialog).findByText('€2,500.00')).toBeInTheDocument();
    expect(within(dialog).getByText('2 assets on the market match now.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Minimum ARR/ }), '500');
    await user.type(within(dialog).getByRole('textbox', { name: /^Maximum ARR/ }), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save strategy' }));
    expect(
      await within(dialog).findByText('The maximum ARR must not be below the minimum ARR.'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /^Maximum ARR/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save strategy' }));
    expect(await screen.findByText(/^The strategy was saved/)).toBeInTheDocument();
    expect(
      api
        .sent('POST', '/trading-strategies')
        .filter((r) => r.path === '/trading-strategies')
        .map((r) => r.body),
    ).toEqual([
      {
        name: 'Growth',
        currency: 'EUR',
        investmentAmount: 2_000_000,
        minArr: 50_000,
        maxArr: null,
        minRunRate: 0,
        companyCategory: null,
        riskRank: 'C',
      },
    ]);
  });
});
