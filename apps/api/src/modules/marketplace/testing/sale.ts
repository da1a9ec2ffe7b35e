import { schema } from '@tranche/db';
import { type IsoDate, isoDateOf } from '@tranche/domain';
import { asc, eq } from 'drizzle-orm';
import type { Container } from '../../../container';
import { setAllowedTradePercent } from '../../accounts/review.service';
import { recordDeposit } from '../../ledger/ledger.service';
import { seedDemoSubscriptions } from '../../subscriptions/demo-subscriptions';
import { verifyInvestorThroughSandbox } from '../../verification/testing/verified-investor';
import { createAsset } from '../assets.service';
import { tradableSubscriptions } from '../marketplace.repo';
import { approveOrder, placeOrder } from '../orders.service';
import { confirmTransfer } from '../repayments.service';

/**
 * A completed sale made through the real services: an approved client with a demo book sells its
 * largest monthly-billed subscription (a yearly one paid in advance may owe nothing within three
 * months) over three months, an approved investor deposits and bids the guide price, the client
 * accepts (unless `accepted: false`: the bid then waits). With `announced`, the client has announced
 * the transfer of every instalment. With `pledge`, it sells its second-largest one instead and
 * pledges the largest as backing (a churn of the sold one then finds a replacement).
 */
export interface SeededSale {
  assetId: string;
  orderId: string;
  clientId: string;
  face: number;
  soldId: string;
  pledgedId: string | null;
  /** The last instalment's due day (null while the bid waits for acceptance). */
  lastDueDate: IsoDate | null;
}

export async function seedSale(
  container: Container,
  options: { announced?: boolean; accepted?: boolean; pledge?: boolean } = {},
): Promise<SeededSale> {
  const { db } = container.database;
  const today = isoDateOf(new Date());
  const [client, investor] = await db
    .insert(schema.accounts)
    .values([
      { kind: 'CLIENT', companyName: 'Repaying GmbH', reviewStatus: 'APPROVED' },
      { kind: 'INVESTOR', companyName: 'Lending AG', reviewStatus: 'APPROVED' },
    ])
    .returning();
  await seedDemoSubscriptions(container, client!.id, { seed: 3, asOf: today });
  await verifyInvestorThroughSandbox(container, investor!.id);
  await setAllowedTradePercent(container, client!.id, 100);
  const monthly = (await tradableSubscriptions(db, client!.id))
    .filter((row) => row.endDate === null && row.billingPeriodMonths === 1 && row.mrrMinor > 0)
    .sort((a, b) => b.mrrMinor - a.mrrMinor);
  const largest = monthly[0]!;
  const pledged = options.pledge ? largest : undefined;
  const sub = pledged
    ? monthly.find((row) => row !== largest && row.currency === largest.currency)!
    : largest;
  const asset = await createAsset(
    container,
    client!.id,
    {
      contractLengthMonths: 3,
      subscriptions: { create: [{ id_subscription: sub.id }] },
      ...(pledged ? { pledgedSubscriptions: { create: [{ id_subscription: pledged.id }] } } : {}),
    },
    'test',
  );
  await recordDeposit(
    container,
    investor!.id,
    { currency: sub.currency as 'EUR', amount: asset.faceValue, reference: `sale-${asset.id}` },
    'test',
  );
  const order = await placeOrder(
    container,
    investor!.id,
    { id_asset: asset.id, price: asset.guidePrice },
    'test',
  );
  const base = {
    assetId: asset.id,
    orderId: order.id,
    clientId: client!.id,
    face: asset.faceValue,
    soldId: sub.id,
    pledgedId: pledged?.id ?? null,
  };
  if (options.accepted === false) return { ...base, lastDueDate: null };
  await approveOrder(container, client!.id, order.id);
  const payments = await db
    .select()
    .from(schema.assetPayments)
    .where(eq(schema.assetPayments.assetId, asset.id))
    .orderBy(asc(schema.assetPayments.paymentDueDate));
  if (options.announced)
    for (const payment of payments) await confirmTransfer(container, client!.id, payment.id);
  return { ...base, lastDueDate: payments.at(-1)!.paymentDueDate as IsoDate };
}
