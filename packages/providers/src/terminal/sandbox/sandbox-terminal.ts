import { addDays, type Currency, createRng, type IsoDate } from '@tranche/domain';
import type { ProviderPayment } from '../../billing/billing-types';
import type { ProviderByKind } from '../../provider-entry';
import { pageOf } from '../../sandbox-pages';

/** Days of card-present sales a sandbox terminal reports, up to its day. */
const SANDBOX_DAYS = 90;
const FAILED_SHARE = 0.03;
const REFUNDED_SHARE = 0.01;

/**
 * The payment-terminal sandbox: a shop's card sales of the last 90 days (more on weekdays, a few
 * declined or refunded), the same for the same integration and day.
 */
export function sandboxTerminal(seed: string, asOf: string): ProviderByKind['terminal'] {
  let transactions: ProviderPayment[] | undefined;
  return {
    kind: 'terminal',
    transactions: async (cursor, since) => {
      transactions ??= generateSales(seed, asOf as IsoDate);
      return pageOf(
        since === null ? transactions : transactions.filter((sale) => sale.occurredAt >= since),
        cursor,
      );
    },
  };
}

function generateSales(seed: string, asOf: IsoDate): ProviderPayment[] {
  const rng = createRng(`terminal:${seed}`);
  const currency: Currency = rng.next() < 0.8 ? 'EUR' : 'GBP';
  const sales: ProviderPayment[] = [];
  for (let back = SANDBOX_DAYS - 1; back >= 0; back--) {
    const day = addDays(asOf, -back);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const count = weekday === 0 ? 0 : rng.int(weekday === 6 ? 4 : 8, weekday === 6 ? 12 : 25);
    for (let n = 0; n < count; n++) {
      const roll = rng.next();
      const status =
        roll < FAILED_SHARE ? 'failed' : roll < FAILED_SHARE + REFUNDED_SHARE ? 'refunded' : 'succeeded';
      const minute = rng.int(8 * 60, 19 * 60);
      sales.push({
        externalId: `txn_${day.replaceAll('-', '')}_${String(n + 1).padStart(3, '0')}`,
        customerExternalId: null,
        subscriptionExternalId: null,
        currency,
        amountMinor: rng.int(450, 18_000),
        status,
        occurredAt: `${day}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00.000Z`,
        failureReason: status === 'failed' ? 'card_declined' : null,
      });
    }
  }
  // Newest first, as terminal providers list their history.
  return sales.sort((a, b) => (a.occurredAt === b.occurredAt ? 0 : a.occurredAt < b.occurredAt ? 1 : -1));
}
