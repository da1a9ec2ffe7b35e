import { addDays, addMonths, type IsoDate, isoDateOf } from '@tranche/domain';
import type { Container } from '../../container';
import { recordDeposit } from '../ledger/ledger.service';
import { createAsset } from '../marketplace/assets.service';
import { tradableSubscriptions } from '../marketplace/marketplace.repo';
import { approveOrder, cancelOrder, placeOrder } from '../marketplace/orders.service';
import { runRepayments, transfersArriveWhenDue } from '../marketplace/repayments.service';
import { createStrategy } from '../strategies/strategies.service';

/** Months since the demo sale was accepted: that many instalments are already repaid. */
const SALE_AGE_MONTHS = 4;

/**
 * The demo market, made through the real services so that the ledger, the schedule and the
 * notifications are what a user would have: the demo investor deposits, buys a 12-month asset of
 * the demo client's monthly subscriptions accepted four months ago (its instalments due since then
 * repaid on time), and bids on a second asset still on the market — first a little low, then,
 * cancelling that bid, at the guide price. It also keeps a hands-free strategy for financial
 * software companies (NACE section K) of a low risk rank: the demo client (section J) does not
 * match it, so it places no bid of its own on the demo's or anyone's listings of that client.
 *
 * `today`: the day the demo stands on (the sale is accepted four months before it and repaid up to
 * it); the real day by default. `transfersArriveUntil`: the client's transfers arrive on time only
 * up to this day, so the instalments due after it stay unpaid (those due before `today` are overdue
 * on it); by default every instalment due by `today` is repaid.
 */
export async function seedDemoMarket(
  container: Container,
  clientId: string,
  investorId: string,
  today: IsoDate = isoDateOf(new Date()),
  options: { transfersArriveUntil?: IsoDate } = {},
): Promise<{ openAssetId: string }> {
  const acceptedOn = addMonths(today, -SALE_AGE_MONTHS) as IsoDate;
  // Subscriptions that ran already when the sale was accepted, billed monthly in euros.
  const monthly = (await tradableSubscriptions(container.database.db, clientId))
    .filter(
      (row) =>
        row.currency === 'EUR' &&
        row.billingPeriodMonths === 1 &&
        row.endDate === null &&
        row.startDate <= acceptedOn,
    )
    .sort((a, b) => b.mrrMinor - a.mrrMinor || a.id.localeCompare(b.id));
  const bundle = (from: number) => ({
    contractLengthMonths: 12,
    subscriptions: { create: monthly.slice(from, from + 8).map((row) => ({ id_subscription: row.id })) },
    pledgedSubscriptions: {
      create: monthly.slice(from + 8, from + 10).map((row) => ({ id_subscription: row.id })),
    },
  });
  await recordDeposit(
    container,
    investorId,
    { currency: 'EUR', amount: 100_000_000, reference: 'Elbe Capital opening deposit' },
    'demo-seed',
  );

  const sold = await createAsset(container, clientId, bundle(0), 'demo-seed');
  const won = await placeOrder(
    container,
    investorId,
    { id_asset: sold.id, price: sold.guidePrice },
    'demo-seed',
  );
  await approveOrder(container, clientId, won.id, { today: acceptedOn });
  const paidUntil = options.transfersArriveUntil ?? today;
  await runRepayments(container, { asOf: paidUntil, sources: [transfersArriveWhenDue] });
  // The daily runs after the transfers stopped arriving, up to `today`: nothing arrives, each
  // instalment falling due is announced on its day.
  for (let day = addDays(paidUntil, 1); day <= today; day = addDays(day, 1))
    await runRepayments(container, { asOf: day });

  const open = await createAsset(container, clientId, bundle(10), 'demo-seed');
  const low = await placeOrder(
    container,
    investorId,
    { id_asset: open.id, price: Math.round(open.guidePrice * 0.95) },
    'demo-seed',
  );
  await cancelOrder(container, investorId, low.id, 'cancel');
  await placeOrder(container, investorId, { id_asset: open.id, price: open.guidePrice }, 'demo-seed');

  await createStrategy(
    container,
    investorId,
    {
      name: 'Fintech software, low risk',
      currency: 'EUR',
      investmentAmount: 25_000_000,
      minArr: 50_000_000,
      maxArr: 1_000_000_000,
      minRunRate: 4_000_000,
      companyCategory: 'K',
      riskRank: 'B',
    },
    'demo-seed',
  );
  return { openAssetId: open.id };
}
