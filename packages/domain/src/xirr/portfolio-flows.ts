import type { IsoDate } from '../dates/calendar';
import type { MinorUnits } from '../money/money';
import { type CashFlow, type XirrResult, xirr } from './xirr';

/** One bought asset as the investor lived it: the price paid on acceptance and the repayments received. */
export interface Investment {
  priceMinor: MinorUnits;
  acceptedOn: IsoDate;
  repayments: readonly { paidOn: IsoDate; amountMinor: MinorUnits }[];
}

/** The investor's actual cash flows: −price at acceptance, + each repayment on its paid day (marketplace.md). */
export function investmentCashFlows(investments: readonly Investment[]): CashFlow[] {
  return investments.flatMap((investment) => [
    { date: investment.acceptedOn, amount: -investment.priceMinor },
    ...investment.repayments.map((repayment) => ({ date: repayment.paidOn, amount: repayment.amountMinor })),
  ]);
}

/**
 * The portfolio's IRR of actual cash flows (XIRR). Until a first repayment arrives there is no
 * inflow and the rate is undefined; flows in several currencies must be converted first.
 */
export function portfolioIrr(investments: readonly Investment[]): XirrResult {
  return xirr(investmentCashFlows(investments));
}
