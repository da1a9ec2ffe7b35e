import { type Db, schema } from '@tranche/db';
import type { SubscriptionHistory } from '@tranche/domain';

/** Writes a company's subscriptions and their histories; returns its id. */
export async function storeHistories(db: Db, subscriptions: readonly SubscriptionHistory[]): Promise<string> {
  const [account] = await db
    .insert(schema.accounts)
    .values({ kind: 'CLIENT', companyName: 'Random' })
    .returning();
  const accountId = account!.id;
  for (const s of subscriptions) {
    const first = s.changes[0]!;
    const [row] = await db
      .insert(schema.subscriptions)
      .values({
        accountId,
        source: 'test',
        externalId: s.id,
        status: first.status,
        billingPeriodMonths: first.billingPeriodMonths,
        currency: s.currency,
        amountMinor: first.amountMinor,
        mrrMinor: 0,
        startDate: s.startDate,
        endDate: s.endDate,
        customerName: s.customerId,
        customerExternalId: s.customerId,
        customerCountry: 'DE',
      })
      .returning({ id: schema.subscriptions.id });
    await db.insert(schema.subscriptionChanges).values(
      s.changes.map((c) => ({
        accountId,
        subscriptionId: row!.id,
        effectiveDate: c.effectiveDate,
        netRecurringAmountMinor: c.amountMinor,
        billingPeriodMonths: c.billingPeriodMonths,
        status: c.status,
        tradingStatus: c.tradingStatus,
        currency: s.currency,
        source: 'test',
      })),
    );
  }
  return accountId;
}
