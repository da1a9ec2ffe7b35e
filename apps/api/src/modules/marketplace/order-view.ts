import type { OrderDto } from '@tranche/contracts';
import { CURRENCIES, type IsoDate, type JournalEntry, reserveReleaseEntry } from '@tranche/domain';
import type { AssetCounts, AssetRow, OrderRow } from './marketplace.repo';

/** An order as its investor (mine) or the asset's client sees it: never who placed it. */
export function orderView(
  order: OrderRow,
  asset: AssetRow,
  counts: ReadonlyMap<string, AssetCounts>,
  mine: boolean,
): OrderDto {
  return {
    id: order.id,
    id_asset: order.assetId,
    status: order.status,
    price: order.priceMinor,
    pricePledged: order.pricePledgedMinor,
    accepted: order.status === 'ACCEPTED',
    currency: CURRENCIES.find((c) => c === order.currency) ?? 'EUR',
    assetStatus: asset.status,
    subscriptions: counts.get(asset.id)?.subscriptions ?? 0,
    contractLength: asset.contractLengthMonths,
    paymentInterval: 1,
    mine,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** The entry giving a bid's reserve back (declined, cancelled or deleted). */
export function releaseEntry(order: OrderRow, bookedOn: IsoDate): JournalEntry {
  return reserveReleaseEntry({
    orderId: order.id,
    investorId: order.investorAccountId,
    currency: CURRENCIES.find((c) => c === order.currency) ?? 'EUR',
    amountMinor: order.reservedMinor,
    bookedOn,
  });
}
