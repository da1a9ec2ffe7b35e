import type { ProviderCredentials } from '../../connection';
import type { Page } from '../../page';
import type { SkipListener } from '../../provider-entry';
import { ProviderError } from '../../provider-error';
import type { FetchLike } from '../../provider-http';
import { keptItems, type Transformed } from '../../transformed';
import type { BillingProvider } from '../billing-provider';
import { type StripeClient, type StripeList, stripeClient } from './stripe-client';
import { invoiceFromStripe, paymentFromStripe, subscriptionFromStripe } from './stripe-transform';

/** Tranche's Stripe Connect platform, from the environment. */
export interface StripeSettings {
  /** The platform's secret key (sk_live_…): reads connected accounts and exchanges OAuth codes. */
  secretKey: string;
  /** The platform's Connect client id (ca_…), for the consent page. */
  clientId: string;
  /** https://api.stripe.com in production; tests point it at a mock server. */
  apiBase: string;
  /** https://connect.stripe.com in production. */
  connectBase: string;
}

/**
 * A connected account's Stripe data as a billing provider. The cursor is Stripe's own: the last
 * id of the page (`starting_after`), taken from the raw page so skipped records do not stall it.
 */
export function stripeBilling(
  settings: StripeSettings,
  credentials: ProviderCredentials,
  fetchImpl: FetchLike,
  onSkip: SkipListener,
): BillingProvider {
  const accountId = credentials.externalAccountId;
  // Without the connected account the platform key would read Tranche's own Stripe account:
  // never show that as the user's data; they must connect again.
  const client: StripeClient | null =
    accountId === null
      ? null
      : stripeClient({ apiBase: settings.apiBase, secretKey: settings.secretKey, accountId }, fetchImpl);
  const connected = (): StripeClient => {
    if (client === null)
      throw new ProviderError('Stripe connection without an account id', { expired: true });
    return client;
  };

  function pageOf<S extends { id: string }, T>(
    kind: string,
    list: StripeList<S>,
    transform: (record: S) => Transformed<T>,
  ): Page<T> {
    const items = keptItems(kind, list.data, transform, onSkip);
    const last = list.data.at(-1);
    return { items, next: list.has_more && last !== undefined ? last.id : null };
  }

  return {
    kind: 'billing',
    subscriptions: async (cursor) =>
      pageOf('subscription', await connected().subscriptions(cursor), subscriptionFromStripe),
    invoices: async (cursor, since) =>
      pageOf('invoice', await connected().invoices(cursor, since), invoiceFromStripe),
    payments: async (cursor, since) =>
      pageOf('charge', await connected().charges(cursor, since), paymentFromStripe),
    invoicePdf: async (invoiceExternalId) => connected().invoicePdf(invoiceExternalId),
  };
}
