import type { OAuthConnector } from '../../connection';
import type { ProviderEntry } from '../../provider-entry';
import { type StripeSettings, stripeBilling } from './stripe-adapter';
import { stripeConnector } from './stripe-client';

export type { StripeSettings } from './stripe-adapter';

/**
 * Stripe through Stripe Connect: the user authorises Tranche's platform read-only, then Tranche
 * reads subscriptions, invoices and charges on behalf of the connected account.
 */
export const stripeProvider: ProviderEntry<'billing', StripeSettings, OAuthConnector> = {
  kind: 'billing',
  connector: (settings, fetchImpl) => stripeConnector(settings, fetchImpl),
  open: (settings, credentials, fetchImpl, onSkip) => stripeBilling(settings, credentials, fetchImpl, onSkip),
};
