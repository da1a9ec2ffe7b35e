import { type AssetPayment, CURRENCIES, type Currency, type IsoDate, replaceChurned } from '@tranche/domain';
import { crashPoint } from '../../lib/crash-point';
import { marketplaceSettingsInForce } from '../marketplace-settings/marketplace-settings.service';
import { notifyAccount } from '../notifications/notify';
import { faceOf } from './asset-selection';
import {
  assetBacking,
  assetPaymentsOf,
  churnedSoldSubscriptions,
  lockAsset,
  markChurned,
  promotePledged,
  rewriteUnpaidRates,
} from './churn.repo';
import { setTradingStatus } from './marketplace.repo';
import type { RepaymentDeps } from './repayments.service';

export interface ChurnRunResult {
  /** Churned sold subscriptions replaced by a pledged one. */
  replaced: number;
  /** Churned sold subscriptions without a replacement: their remainder brought forward. */
  broughtForward: number;
}

const currencyOf = (value: string): Currency => CURRENCIES.find((c) => c === value) ?? 'EUR';

/** Months of the contract still ahead on a day: the instalments not yet due (at least one). */
const monthsAhead = (payments: readonly { paymentDueDate: string }[], day: IsoDate) =>
  Math.max(1, payments.filter((payment) => payment.paymentDueDate > day).length);

type Outcome =
  | { kind: 'replaced'; accountId: string; investorId: string; replacementId: string; remainder: number }
  | { kind: 'brought-forward'; accountId: string; investorId: string; remainder: number };

/**
 * One churned sold subscription, handled in one transaction with its asset locked (the rule of
 * packages/domain schedule/churn-replacement.ts): replaced by the smallest pledged subscription
 * of the same asset that still runs and brings at least the churned one's remaining receivable
 * until the contract ends — it becomes sold, the churned one is marked with its replacement — or,
 * without one, its remainder is brought forward onto the next unpaid instalments. Either way the
 * instalments still add up to what the investor is owed. Null when it was handled already.
 */
async function handleChurn(
  deps: RepaymentDeps,
  assetId: string,
  subscriptionId: string,
  day: IsoDate,
): Promise<Outcome | null> {
  return deps.database.db.transaction(async (tx) => {
    await lockAsset(tx, assetId);
    const backing = await assetBacking(tx, assetId, day);
    const churned = backing.find((row) => row.subscription.id === subscriptionId);
    if (churned?.role !== 'SOLD' || churned.churnedOn !== null || !churned.churned) return null;
    const payments = await assetPaymentsOf(tx, assetId);
    const first = payments[0];
    if (!first || payments.every((payment) => payment.paymentStatus === 'PAID')) return null;
    const months = monthsAhead(payments, day);
    const outcome = replaceChurned({
      // What it would still have brought had it run to the contract's end, as it was sold to.
      churned: {
        id: subscriptionId,
        remainingFaceMinor: faceOf({ ...churned.subscription, endDate: null }, day, months),
      },
      pledged: backing
        .filter((row) => row.role === 'PLEDGED' && row.churnedOn === null && !row.churned)
        .map((row) => ({
          id: row.subscription.id,
          remainingFaceMinor: faceOf(row.subscription, day, months),
        })),
      payments: payments.map(
        (payment): AssetPayment => ({
          number: payment.number,
          rateMinor: payment.rateMinor,
          paymentDueDate: payment.paymentDueDate as IsoDate,
          paymentStatus: payment.paymentStatus,
          assetCurrency: currencyOf(payment.currency),
        }),
      ),
      today: day,
      accelerationMonths: (await marketplaceSettingsInForce(tx)).accelerationMonths,
    });
    const parties = { accountId: first.accountId, investorId: first.investorAccountId };
    if (outcome.kind === 'replaced') {
      await promotePledged(tx, assetId, outcome.replacementId);
      await setTradingStatus(tx, [outcome.replacementId], 'SOLD');
      await markChurned(tx, assetId, subscriptionId, day, outcome.replacementId);
      return {
        kind: 'replaced',
        ...parties,
        replacementId: outcome.replacementId,
        remainder: outcome.remainderMinor,
      };
    }
    const byNumber = new Map(outcome.payments.map((payment) => [payment.number, payment.rateMinor]));
    await rewriteUnpaidRates(
      tx,
      payments
        .filter((payment) => byNumber.get(payment.number) !== payment.rateMinor)
        .map((payment) => ({ id: payment.id, rateMinor: byNumber.get(payment.number) ?? payment.rateMinor })),
    );
    await markChurned(tx, assetId, subscriptionId, day, null);
    return { kind: 'brought-forward', ...parties, remainder: outcome.remainderMinor };
  });
}

/**
 * The repayment run's churn step: every sold subscription of an asset still being repaid that
 * churned by the day is replaced from the pledged ones or brought forward, and both sides are told.
 * A rerun finds nothing left to do (the churned ones are marked in the same transaction).
 */
export async function replaceChurnedSubscriptions(
  deps: RepaymentDeps,
  day: IsoDate,
): Promise<ChurnRunResult> {
  const result: ChurnRunResult = { replaced: 0, broughtForward: 0 };
  for (const { assetId, subscriptionId } of await churnedSoldSubscriptions(deps.database.db, day)) {
    const outcome = await handleChurn(deps, assetId, subscriptionId, day);
    if (!outcome) continue;
    crashPoint(deps.env.CRASH_AT, 'repayments:churn');
    if (outcome.kind === 'replaced') result.replaced++;
    else result.broughtForward++;
    const type =
      outcome.kind === 'replaced' ? 'SUBSCRIPTION_CHURN_REPLACED' : 'SUBSCRIPTION_CHURN_BROUGHT_FORWARD';
    const payload = {
      id_asset: assetId,
      id_subscription: subscriptionId,
      replacement: outcome.kind === 'replaced' ? outcome.replacementId : null,
      remainder: outcome.remainder,
      day,
    };
    for (const accountId of [outcome.accountId, outcome.investorId])
      await notifyAccount(deps, {
        accountId,
        type,
        externalId: `${assetId}:${subscriptionId}:churn`,
        payload,
      });
  }
  return result;
}
