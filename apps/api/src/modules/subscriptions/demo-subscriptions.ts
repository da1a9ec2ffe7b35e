import { generateDemoCompany, type IsoDate, subscriptionMrr } from '@tranche/domain';
import type { Container } from '../../container';
import { upsertSubscriptions } from './subscriptions.repo';

export const DEMO_SOURCE = 'demo';

/**
 * Puts the generated demo company's subscriptions (packages/domain, seeded, about 2,000 customers
 * over 36 months) into a company as source 'demo'. Seeding again with the same options updates
 * the same rows; returns how many there are. MRR uses each plan's real VAT rate.
 */
export async function seedDemoSubscriptions(
  container: Container,
  accountId: string,
  options: { seed: number | string; asOf: IsoDate },
): Promise<number> {
  const demo = generateDemoCompany({ seed: options.seed, asOf: options.asOf });
  await upsertSubscriptions(
    container.database.db,
    accountId,
    DEMO_SOURCE,
    demo.subscriptions.map((subscription) => ({
      externalId: subscription.externalId,
      status: subscription.status,
      billingPeriodMonths: subscription.billingPeriodMonths,
      currency: subscription.currency,
      amountMinor: subscription.amountMinor,
      mrrMinor: subscriptionMrr(subscription, subscription.vatPercent),
      lastPaymentAmountMinor: subscription.lastPaymentAmountMinor,
      nextPaymentAmountMinor: subscription.nextPaymentAmountMinor,
      startDate: subscription.startDate,
      endDate: subscription.endDate,
      nextPaymentDate: subscription.nextPaymentDate,
      customerName: subscription.customerName,
      customerExternalId: subscription.customerExternalId,
      customerCountry: subscription.country,
      importId: null,
    })),
  );
  return demo.subscriptions.length;
}
