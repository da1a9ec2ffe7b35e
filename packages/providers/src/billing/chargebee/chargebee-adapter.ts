import type { ProviderCredentials } from '../../connection';
import { once } from '../../once';
import type { SkipListener } from '../../provider-entry';
import type { FetchLike } from '../../provider-http';
import { keptItems } from '../../transformed';
import type { BillingProvider } from '../billing-provider';
import { type ChargebeeClient, type ChargebeePlan, chargebeeClient } from './chargebee-client';
import {
  currencyOfCode,
  invoiceFromChargebee,
  paymentFromChargebee,
  subscriptionFromChargebee,
} from './chargebee-transform';

/** Tranche's Chargebee setting from the environment: where the API is (null: each site's own host). */
export interface ChargebeeSettings {
  /** Replaces https://{site}.chargebee.com (a mock server in tests); null in production. */
  apiBase: string | null;
}

/**
 * A Chargebee site (API v1) as a billing provider. The cursor is Chargebee's `next_offset`. API v1
 * lists offer no "created since" filter for invoices and transactions: a sync reads them whole and
 * keeps those from `since` on, so an incremental sync stores no more than Stripe's does.
 */
export function chargebeeBilling(
  settings: ChargebeeSettings,
  credentials: ProviderCredentials,
  fetchImpl: FetchLike,
  onSkip: SkipListener,
): BillingProvider {
  const client: ChargebeeClient = chargebeeClient(
    {
      vanityHost: credentials.externalAccountId ?? '',
      apiKey: credentials.accessToken,
      apiBase: settings.apiBase,
    },
    fetchImpl,
  );
  // The plans price the subscriptions; the site's one currency is on its invoices.
  const context = once(async () => {
    const plans = new Map<string, ChargebeePlan>();
    let offset: string | null = null;
    do {
      const page = await client.plans(offset);
      for (const { plan } of page.list) plans.set(plan.id, plan);
      offset = page.next_offset ?? null;
    } while (offset !== null);
    const first = (await client.invoices(null)).list[0]?.invoice;
    return { plans, currency: currencyOfCode(first?.currency_code) };
  });
  const fromSince = (since: string | null, seconds: number | undefined) =>
    since === null || seconds === undefined || seconds * 1000 >= Date.parse(since);

  return {
    kind: 'billing',
    async subscriptions(cursor) {
      const { plans, currency } = await context();
      const page = await client.subscriptions(cursor);
      const records = page.list.map((entry) => ({ id: entry.subscription.id, entry }));
      return {
        items: keptItems(
          'subscription',
          records,
          ({ entry }) => subscriptionFromChargebee(entry, plans.get(entry.subscription.plan_id), currency),
          onSkip,
        ),
        next: page.next_offset ?? null,
      };
    },
    async invoices(cursor, since) {
      const page = await client.invoices(cursor);
      const records = page.list
        .map(({ invoice }) => invoice)
        .filter((invoice) => fromSince(since, invoice.end_date ?? invoice.start_date));
      return {
        items: keptItems('invoice', records, invoiceFromChargebee, onSkip),
        next: page.next_offset ?? null,
      };
    },
    async payments(cursor, since) {
      const page = await client.transactions(cursor);
      const records = page.list
        .map(({ transaction }) => transaction)
        .filter((transaction) => fromSince(since, transaction.date));
      return {
        items: keptItems('transaction', records, paymentFromChargebee, onSkip),
        next: page.next_offset ?? null,
      };
    },
    invoicePdf: (invoiceExternalId) => client.invoicePdf(invoiceExternalId),
  };
}
