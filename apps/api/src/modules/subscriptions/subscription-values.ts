import { type SubscriptionInput, subscriptionMrr } from '@tranche/domain';
import type { SubscriptionValues } from './subscriptions.repo';

/**
 * A source's subscription (a provider's sync, the demo company) as the row to upsert. MRR uses the
 * VAT rate the source applied when it says one; otherwise the domain's rule for amounts without.
 */
export const subscriptionValuesOf = (
  input: SubscriptionInput,
  vatPercent: string | null,
): SubscriptionValues => ({
  externalId: input.externalId,
  status: input.status,
  billingPeriodMonths: input.billingPeriodMonths,
  currency: input.currency,
  amountMinor: input.amountMinor,
  mrrMinor: subscriptionMrr(input, vatPercent ?? undefined),
  lastPaymentAmountMinor: input.lastPaymentAmountMinor,
  nextPaymentAmountMinor: input.nextPaymentAmountMinor,
  startDate: input.startDate,
  endDate: input.endDate,
  nextPaymentDate: input.nextPaymentDate,
  customerName: input.customerName,
  customerExternalId: input.customerExternalId,
  customerCountry: input.country,
  importId: null,
});
