import type { AssetPaymentDto } from '@tranche/contracts';
import {
  CURRENCIES,
  type Currency,
  canMovePayment,
  type IsoDate,
  isoDateOf,
  repaymentEntry,
} from '@tranche/domain';
import type { Container } from '../../container';
import { conflict, notFound } from '../../lib/app-error';
import { crashPoint } from '../../lib/crash-point';
import { postEntries } from '../ledger/ledger.repo';
import { notifyAccount } from '../notifications/notify';
import { type ChurnRunResult, replaceChurnedSubscriptions } from './churn.service';
import type { AssetPaymentRow } from './marketplace.repo';
import { assetPaymentDto } from './payouts.service';
import {
  announcedPayments,
  lockPayment,
  sentNotices,
  setPaymentStatus,
  unpaidDueBy,
} from './repayments.repo';

export type RepaymentDeps = Pick<Container, 'database' | 'realtime' | 'jobs' | 'env'>;

const currencyOf = (value: string): Currency => CURRENCIES.find((c) => c === value) ?? 'EUR';

/**
 * `POST client/asset-payments/{id}/confirm` (not in spec §7; the client's side of a repayment):
 * the client says it has transferred an instalment (NOT_PAID → PENDING). The money counts once
 * the repayment run records it.
 */
export async function confirmTransfer(
  deps: Pick<Container, 'database'>,
  accountId: string,
  paymentId: string,
): Promise<AssetPaymentDto> {
  const row = await deps.database.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment || payment.accountId !== accountId) throw notFound();
    if (!canMovePayment(payment.paymentStatus, 'PENDING'))
      throw conflict('PAYMENT_NOT_OPEN', 'This payment is already announced or paid.');
    return setPaymentStatus(tx, payment.id, { paymentStatus: 'PENDING' });
  });
  return assetPaymentDto(row, isoDateOf(new Date()));
}

/**
 * Where the run learns that an instalment's money arrived. Today: the transfers clients confirmed.
 * The bank connections (their sandbox bank included) add a source that matches bank transactions
 * to instalments; the run does not change for it.
 */
export interface ArrivedMoney {
  name: string;
  arrived(deps: RepaymentDeps, asOf: IsoDate): Promise<{ id: string }[]>;
}

export const confirmedTransfers: ArrivedMoney = {
  name: 'confirmed transfers',
  arrived: (deps) => announcedPayments(deps.database.db),
};

/**
 * For demonstrations (`run-repayments --transfers-arrive`): every instalment due by the day is
 * taken as transferred, as if each client paid on time.
 */
export const transfersArriveWhenDue: ArrivedMoney = {
  name: 'every due instalment transferred',
  arrived: (deps, asOf) => unpaidDueBy(deps.database.db, asOf),
};

export interface RepaymentRunResult {
  asOf: IsoDate;
  /** Instalments recorded as PAID by this run. */
  recorded: number;
  /** Instalments that fell due on the day and were announced to the client. */
  due: number;
  /** Instalments past their due day and still not paid. */
  overdue: number;
  /** Churned sold subscriptions handled by this run. */
  churn: ChurnRunResult;
}

/** One instalment recorded in one transaction: PAID and its ledger entry, or nothing. */
async function record(deps: RepaymentDeps, id: string, asOf: IsoDate): Promise<AssetPaymentRow | null> {
  return deps.database.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, id);
    if (!payment || !canMovePayment(payment.paymentStatus, 'PAID')) return null;
    await postEntries(tx, [
      repaymentEntry({
        assetPaymentId: payment.id,
        assetId: payment.assetId,
        investorId: payment.investorAccountId,
        clientId: payment.accountId,
        currency: currencyOf(payment.currency),
        amountMinor: payment.rateMinor,
        source: 'bank-transfer',
        bookedOn: asOf,
      }),
    ]);
    return setPaymentStatus(tx, payment.id, {
      paymentStatus: 'PAID',
      paidAt: new Date(`${asOf}T12:00:00.000Z`),
    });
  });
}

const paymentFacts = (payment: AssetPaymentRow) => ({
  id_asset_payment: payment.id,
  id_asset: payment.assetId,
  number: payment.number,
  rate: payment.rateMinor,
  currency: payment.currency,
  paymentDueDate: payment.paymentDueDate,
});

/**
 * The daily repayment run (reference/marketplace.md, Repayments) for a day: replaces churned sold
 * subscriptions from the pledged ones (or brings their remainder forward), records each
 * instalment whose money arrived (PAID, with its ledger entry client → investor, in a transaction
 * of its own), tells both sides, and tells clients of instalments falling due that day. A rerun
 * changes nothing twice: a PAID instalment is never recorded again, the ledger refuses an entry
 * it holds, and a notice once sent is not sent again.
 */
export async function runRepayments(
  deps: RepaymentDeps,
  options: { asOf?: IsoDate; sources?: readonly ArrivedMoney[] } = {},
): Promise<RepaymentRunResult> {
  const asOf = options.asOf ?? isoDateOf(new Date());
  const sources = options.sources ?? [confirmedTransfers];
  const churn = await replaceChurnedSubscriptions(deps, asOf);
  let recorded = 0;
  for (const source of sources) {
    for (const { id } of await source.arrived(deps, asOf)) {
      const paid = await record(deps, id, asOf);
      if (!paid) continue;
      recorded++;
      crashPoint(deps.env.CRASH_AT, 'repayments:recorded');
      const facts = paymentFacts(paid);
      await notifyAccount(deps, {
        accountId: paid.accountId,
        type: 'REPAYMENT_RECORDED',
        externalId: `${paid.id}:recorded`,
        payload: facts,
      });
      await notifyAccount(deps, {
        accountId: paid.investorAccountId,
        type: 'REPAYMENT_RECEIVED',
        externalId: `${paid.id}:received`,
        payload: facts,
      });
    }
  }
  const unpaid = await unpaidDueBy(deps.database.db, asOf);
  const dueToday = unpaid.filter((payment) => payment.paymentDueDate === asOf);
  const sent = await sentNotices(
    deps.database.db,
    dueToday.map((payment) => `${payment.id}:due`),
  );
  for (const payment of dueToday) {
    if (sent.has(`${payment.id}:due`)) continue;
    await notifyAccount(deps, {
      accountId: payment.accountId,
      type: 'REPAYMENT_DUE',
      externalId: `${payment.id}:due`,
      payload: paymentFacts(payment),
    });
  }
  return {
    asOf,
    recorded,
    due: dueToday.length,
    overdue: unpaid.filter((payment) => payment.paymentDueDate < asOf).length,
    churn,
  };
}
