import type { CreateOrderBody, OrderDto } from '@tranche/contracts';
import {
  acceptanceEntries,
  bidReserveEntry,
  buildRepaymentSchedule,
  CURRENCIES,
  type Currency,
  feeOf,
  formatMoney,
  type IsoDate,
  isoDateOf,
} from '@tranche/domain';
import type { Container } from '../../container';
import { sendMailJob } from '../../jobs/send-mail.job';
import { conflict, notFound } from '../../lib/app-error';
import { crashPoint } from '../../lib/crash-point';
import { mailText } from '../../lib/mail-text';
import { postEntries } from '../ledger/ledger.repo';
import { insufficientFunds } from '../ledger/ledger.service';
import { marketplaceSettingsInForce } from '../marketplace-settings/marketplace-settings.service';
import { type NotifyDeps, notifyAccount } from '../notifications/notify';
import { assertInvestorVerified } from '../verification/verification.service';
import {
  assetCounts,
  assetSubscriptionRows,
  companyMailboxes,
  findAsset,
  findOrder,
  insertAssetPayments,
  insertOrder,
  listClientOrders,
  listInvestorOrders,
  otherOpenOrders,
  setTradingStatus,
  updateAsset,
  updateOrder,
} from './marketplace.repo';
import { orderView, releaseEntry } from './order-view';

export type OrderDeps = Pick<Container, 'database'>;
export type ApprovalDeps = Pick<Container, 'database' | 'realtime' | 'jobs' | 'env'>;

const currencyOf = (value: string): Currency => CURRENCIES.find((c) => c === value) ?? 'EUR';

/**
 * `POST investor/orders` (ORDER_ADD): a bid on an OPEN asset reserves its price (and the pledged
 * part's price, when stated) from the investor's cash in the same transaction; refused 422
 * INSUFFICIENT_FUNDS when the cash does not cover it. One open bid per investor and asset.
 */
export async function placeOrder(
  deps: NotifyDeps,
  investorAccountId: string,
  body: CreateOrderBody,
  createdBy: string,
): Promise<OrderDto> {
  const { db } = deps.database;
  // Every bid, by hand or by a strategy, needs an investor the verification provider approved.
  await assertInvestorVerified(db, investorAccountId);
  const { order, asset } = await db
    .transaction(async (tx) => {
      const asset = await findAsset(tx, body.id_asset, { lock: true });
      if (!asset) throw notFound('No such asset');
      if (asset.status !== 'OPEN') throw conflict('ASSET_NOT_OPEN', 'This asset is no longer open.');
      const reserved = body.price + (body.pledgedPrice ?? 0);
      const order = await insertOrder(tx, {
        assetId: asset.id,
        investorAccountId,
        currency: asset.currency,
        priceMinor: body.price,
        pricePledgedMinor: body.pledgedPrice ?? null,
        reservedMinor: reserved,
        createdBy,
      });
      await postEntries(tx, [
        bidReserveEntry({
          orderId: order.id,
          investorId: investorAccountId,
          currency: currencyOf(asset.currency),
          amountMinor: reserved,
          bookedOn: isoDateOf(new Date()),
        }),
      ]);
      return { order, asset };
    })
    .catch(insufficientFunds);
  await notifyAccount(deps, {
    accountId: asset.accountId,
    type: 'NEW_BID',
    externalId: order.id,
    payload: { id_order: order.id, id_asset: asset.id, price: order.priceMinor, currency: asset.currency },
  });
  return orderView(order, asset, await assetCounts(db, [asset.id]), true);
}

/**
 * The investor cancels (`POST investor/orders/{id}/cancel`) or deletes (`DELETE orders/{id}`,
 * hidden from its lists afterwards) its own open bid: ORDER_CANCELED, the reserve released.
 * Another investor's bid is answered 404, as if it did not exist.
 */
export async function cancelOrder(
  deps: OrderDeps,
  investorAccountId: string,
  orderId: string,
  mode: 'cancel' | 'delete',
): Promise<OrderDto> {
  const { db } = deps.database;
  const { order, asset } = await db.transaction(async (tx) => {
    const found = await findOrder(tx, orderId);
    if (!found || found.investorAccountId !== investorAccountId || found.deletedAt) throw notFound();
    // The asset first, as approval locks it: a cancel and an acceptance never cross.
    const asset = await findAsset(tx, found.assetId, { lock: true });
    const order = await findOrder(tx, orderId, { lock: true });
    if (!asset || !order) throw notFound();
    if (order.status === 'BIDDING') {
      await postEntries(tx, [releaseEntry(order, isoDateOf(new Date()))]);
    } else if (mode === 'cancel' || order.status === 'ACCEPTED') {
      throw conflict('ORDER_NOT_OPEN', 'This bid is no longer open.');
    }
    const updated = await updateOrder(tx, order.id, {
      status: order.status === 'BIDDING' ? 'CANCELED' : order.status,
      ...(mode === 'delete' ? { deletedAt: new Date() } : {}),
    });
    return { order: updated, asset };
  });
  return orderView(order, asset, await assetCounts(db, [asset.id]), true);
}

/**
 * `POST orders/{id}/approve` (ORDER_APPROVED): ONE transaction — the asset (locked, must be the
 * caller's and OPEN) COMPLETED, this order ACCEPTED, every other bid DECLINED with its reserve
 * released, sold subscriptions SOLD and pledged ones PLEDGED, the payout and fee entries posted
 * and the repayment schedule written. Of two approvals on one asset exactly one wins (the asset
 * row lock, and the unique index on one accepted order per asset beneath it). Then the client is
 * notified (NEW_BID_APPROVED) and both sides mailed.
 */
export async function approveOrder(
  deps: ApprovalDeps,
  accountId: string,
  orderId: string,
  options: { today?: IsoDate } = {},
): Promise<OrderDto> {
  const { db } = deps.database;
  // The day of acceptance: the payout's booking day and the start of the schedule (a demo sets it).
  const today = options.today ?? isoDateOf(new Date());
  const { feeBps } = await marketplaceSettingsInForce(db);
  const result = await db.transaction(async (tx) => {
    const found = await findOrder(tx, orderId);
    if (!found) throw notFound();
    const asset = await findAsset(tx, found.assetId, { lock: true });
    if (!asset || asset.accountId !== accountId) throw notFound();
    if (asset.status !== 'OPEN') throw conflict('ASSET_NOT_OPEN', 'This asset is no longer open.');
    const order = await findOrder(tx, orderId, { lock: true });
    if (order?.status !== 'BIDDING') throw conflict('ORDER_NOT_OPEN', 'This bid is no longer open.');
    const others = await otherOpenOrders(tx, asset.id, order.id);
    for (const other of others) await updateOrder(tx, other.id, { status: 'DECLINED' });
    const accepted = await updateOrder(tx, order.id, { status: 'ACCEPTED' });
    const completed = await updateAsset(tx, asset.id, { status: 'COMPLETED' });
    const subs = await assetSubscriptionRows(tx, asset.id);
    await setTradingStatus(
      tx,
      subs.filter((s) => s.role === 'SOLD').map((s) => s.subscriptionId),
      'SOLD',
    );
    await setTradingStatus(
      tx,
      subs.filter((s) => s.role === 'PLEDGED').map((s) => s.subscriptionId),
      'PLEDGED',
    );
    const currency = currencyOf(asset.currency);
    await postEntries(tx, [
      ...others.map((other) => releaseEntry(other, today)),
      ...acceptanceEntries({
        orderId: order.id,
        assetId: asset.id,
        investorId: order.investorAccountId,
        clientId: accountId,
        currency,
        priceMinor: order.priceMinor,
        reservedMinor: order.reservedMinor,
        repaymentMinor: asset.faceMinor,
        feeBps,
        bookedOn: today,
      }),
    ]);
    crashPoint(deps.env.CRASH_AT, 'acceptance:entries');
    const schedule = buildRepaymentSchedule({
      acceptedOn: today,
      contractLengthMonths: asset.contractLengthMonths,
      repaymentMinor: asset.faceMinor,
      currency,
    });
    await insertAssetPayments(
      tx,
      schedule.map((payment) => ({
        assetId: asset.id,
        orderId: order.id,
        accountId,
        investorAccountId: order.investorAccountId,
        number: payment.number,
        rateMinor: payment.rateMinor,
        currency,
        paymentDueDate: payment.paymentDueDate,
        paymentStatus: payment.paymentStatus,
      })),
    );
    return {
      order: accepted,
      asset: completed,
      sold: subs.filter((s) => s.role === 'SOLD').length,
      declined: others,
    };
  });

  const { order, asset } = result;
  const currency = currencyOf(asset.currency);
  const fee = feeOf(order.priceMinor, feeBps);
  const money = (amount: number, language: string) =>
    formatMoney(amount, currency, language === 'de' ? 'de' : 'en');
  const facts = (language: string) => ({
    price: money(order.priceMinor, language),
    fee: money(fee, language),
    payout: money(order.priceMinor - fee, language),
    repayment: money(asset.faceMinor, language),
    months: asset.contractLengthMonths,
    subscriptions: result.sold,
  });
  await notifyAccount(deps, {
    accountId,
    type: 'NEW_BID_APPROVED',
    externalId: order.id,
    payload: { id_order: order.id, id_asset: asset.id, price: order.priceMinor, currency },
    mail: (language) => mailText(language, 'bidApprovedClient', facts(language)),
  });
  for (const mailbox of await companyMailboxes(db, order.investorAccountId)) {
    await deps.jobs.send(sendMailJob, {
      to: mailbox.email,
      ...mailText(mailbox.language, 'bidApprovedInvestor', facts(mailbox.language)),
    });
  }
  deps.realtime?.toCompany(order.investorAccountId, 'order', { id: order.id, status: order.status });
  for (const other of result.declined) {
    await notifyAccount(deps, {
      accountId: other.investorAccountId,
      type: 'BID_DECLINED',
      externalId: other.id,
      payload: { id_order: other.id, id_asset: asset.id, price: other.priceMinor, currency },
    });
  }
  return orderView(order, asset, await assetCounts(db, [asset.id]), false);
}

export async function investorOrders(
  deps: OrderDeps,
  investorAccountId: string,
  filter: { status?: string; assetStatus?: string },
): Promise<OrderDto[]> {
  const rows = await listInvestorOrders(deps.database.db, investorAccountId, filter);
  const counts = await assetCounts(deps.database.db, [...new Set(rows.map((r) => r.asset.id))]);
  return rows.map(({ order, asset }) => orderView(order, asset, counts, true));
}

export async function clientOrders(
  deps: OrderDeps,
  accountId: string,
  filter: { accepted?: boolean; assetStatus?: string },
): Promise<OrderDto[]> {
  const rows = await listClientOrders(deps.database.db, accountId, filter);
  const counts = await assetCounts(deps.database.db, [...new Set(rows.map((r) => r.asset.id))]);
  return rows.map(({ order, asset }) => orderView(order, asset, counts, false));
}
