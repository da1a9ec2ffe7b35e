import { demoSubscriptionHistories, generateDemoCompany, type IsoDate } from '@tranche/domain';
import type { Container } from '../../container';
import { replaceHistory } from './subscription-history.repo';
import { subscriptionValuesOf } from './subscription-values';
import { upsertSubscriptions } from './subscriptions.repo';

export const DEMO_SOURCE = 'demo';

/**
 * Puts the generated demo company's subscriptions (packages/domain, seeded, about 2,000 customers
 * over 36 months) into a company as source 'demo', each with its history: upgrades, downgrades
 * and renewals as changes of one subscription, pauses and resumptions as status changes. Seeding
 * again with the same options updates the same rows; returns how many there are. MRR uses each
 * plan's real VAT rate.
 */
export async function seedDemoSubscriptions(
  container: Container,
  accountId: string,
  options: { seed: number | string; asOf: IsoDate },
): Promise<number> {
  const demo = generateDemoCompany({ seed: options.seed, asOf: options.asOf });
  const histories = demoSubscriptionHistories(demo.subscriptions);
  const { db } = container.database;
  await upsertSubscriptions(
    db,
    accountId,
    DEMO_SOURCE,
    histories.map(({ subscription, externalId, startDate }) =>
      subscriptionValuesOf({ ...subscription, externalId, startDate }, subscription.vatPercent),
    ),
  );
  await replaceHistory(
    db,
    accountId,
    DEMO_SOURCE,
    histories.flatMap(({ externalId, changes }) =>
      changes.map((change) => ({
        externalId,
        effectiveDate: change.effectiveDate,
        netRecurringAmountMinor: change.netAmountMinor,
        billingPeriodMonths: change.billingPeriodMonths,
        status: change.status,
        tradingStatus: 'AVAILABLE' as const,
      })),
    ),
  );
  return histories.length;
}
