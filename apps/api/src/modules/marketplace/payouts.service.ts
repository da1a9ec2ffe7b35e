import type { AssetPaymentDto } from '@tranche/contracts';
import { CURRENCIES, type Currency, type IsoDate, isOverdue, isoDateOf } from '@tranche/domain';
import type { Container } from '../../container';
import { postingsByOrder } from '../ledger/ledger.repo';
import {
  type ASSET_PAYMENT_SORTS,
  type AssetPaymentFilter,
  type AssetPaymentRow,
  countAssetPayments,
  listAssetPayments,
  listClientOrders,
} from './marketplace.repo';

type Deps = Pick<Container, 'database'>;
const currencyOf = (value: string): Currency => CURRENCIES.find((c) => c === value) ?? 'EUR';

/**
 * `GET assets/clientPayout`: each accepted sale with what the ledger moved to the client's cash —
 * the price in (payout entry) and Tranche's fee out (fee entry) — so the screen reconciles.
 */
export async function clientPayouts(deps: Deps, accountId: string) {
  const { db } = deps.database;
  const moved = await postingsByOrder(db, { kind: 'client', id: accountId }, 'cash', ['payout', 'fee']);
  const accepted = await listClientOrders(db, accountId, { accepted: true });
  return accepted.map(({ order, asset }) => {
    const price = moved.find((m) => m.orderId === order.id && m.reason === 'payout')?.amountMinor ?? 0;
    const fee = -(moved.find((m) => m.orderId === order.id && m.reason === 'fee')?.amountMinor ?? 0);
    return {
      id_order: order.id,
      id_asset: asset.id,
      currency: currencyOf(order.currency),
      price,
      fee,
      payout: price - fee,
      repaymentAmount: asset.faceMinor,
      acceptedAt: order.updatedAt.toISOString(),
    };
  });
}

/** `GET assets/payouts-amount?currency`: payouts received net of fees in one currency (default EUR). */
export async function payoutsAmount(deps: Deps, accountId: string, currency: Currency = 'EUR') {
  const payouts = await clientPayouts(deps, accountId);
  return {
    currency,
    amount: payouts.filter((p) => p.currency === currency).reduce((sum, p) => sum + p.payout, 0),
  };
}

export type AssetPaymentQuery = AssetPaymentFilter & {
  sort: keyof typeof ASSET_PAYMENT_SORTS;
  direction: 'asc' | 'desc';
  page: number;
  size: number;
};

/** `GET client/asset-payments`: the client's instalments (of accepted sales only, by construction). */
export async function clientAssetPayments(
  deps: Deps,
  accountId: string,
  query: AssetPaymentQuery,
): Promise<AssetPaymentDto[]> {
  const today = isoDateOf(new Date());
  const rows = await listAssetPayments(deps.database.db, accountId, query);
  return rows.map((row) => assetPaymentDto(row, today));
}

/** One instalment as the API shows it; overdue as of `today`. */
export function assetPaymentDto(row: AssetPaymentRow, today: IsoDate): AssetPaymentDto {
  return {
    id: row.id,
    id_order: row.orderId,
    id_asset: row.assetId,
    number: row.number,
    rate: row.rateMinor,
    paymentStatus: row.paymentStatus,
    paymentDueDate: row.paymentDueDate,
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    assetCurrency: currencyOf(row.currency),
    overdue: isOverdue({ paymentDueDate: row.paymentDueDate, paymentStatus: row.paymentStatus }, today),
  };
}

export function clientAssetPaymentCount(
  deps: Deps,
  accountId: string,
  filter: AssetPaymentFilter,
): Promise<number> {
  return countAssetPayments(deps.database.db, accountId, filter);
}
