import type { IsoDate } from '../dates/calendar';
import type { Currency } from '../money/currency';
import { assertMinorUnits, type MinorUnits } from '../money/money';
import { mulDiv } from '../money/rounding';
import { clientAccount, investorAccount, trancheFees, world } from './accounts';
import { assertValidEntry, type JournalEntry, type Posting } from './journal-entry';

/** Tranche's fee on an accepted bid in basis points of the price (marketplace.md: 1 %); an operator setting. */
export const DEFAULT_FEE_BPS = 100;

const positive = (amountMinor: MinorUnits, what: string): MinorUnits => {
  if (assertMinorUnits(amountMinor) <= 0)
    throw new RangeError(`${what} must be positive, got ${amountMinor}`);
  return amountMinor;
};

/** Drops zero lines (a bid that reserved exactly its price returns nothing) so every posting moves money. */
const nonZero = (postings: Posting[]): Posting[] => postings.filter((posting) => posting.amountMinor !== 0);

/** An investor's deposit has arrived from its bank (recorded by the operator or the sandbox bank). */
export function depositEntry(input: {
  depositId: string;
  investorId: string;
  currency: Currency;
  amountMinor: MinorUnits;
  bookedOn: IsoDate;
}): JournalEntry {
  const amount = positive(input.amountMinor, 'A deposit');
  return assertValidEntry({
    idempotencyKey: `deposit:${input.depositId}`,
    reason: 'deposit',
    currency: input.currency,
    bookedOn: input.bookedOn,
    postings: [
      { account: world(input.currency), amountMinor: -amount },
      { account: investorAccount(input.investorId, 'cash', input.currency), amountMinor: amount },
    ],
    refs: {},
  });
}

/** Money leaves Tranche to the owner's bank (an investor's withdrawal, a client's payout to its account). */
export function withdrawalEntry(input: {
  withdrawalId: string;
  owner: { kind: 'client' | 'investor'; id: string };
  currency: Currency;
  amountMinor: MinorUnits;
  bookedOn: IsoDate;
}): JournalEntry {
  const amount = positive(input.amountMinor, 'A withdrawal');
  const cash =
    input.owner.kind === 'client'
      ? clientAccount(input.owner.id, 'cash', input.currency)
      : investorAccount(input.owner.id, 'cash', input.currency);
  return assertValidEntry({
    idempotencyKey: `withdrawal:${input.withdrawalId}`,
    reason: 'withdrawal',
    currency: input.currency,
    bookedOn: input.bookedOn,
    postings: [
      { account: cash, amountMinor: -amount },
      { account: world(input.currency), amountMinor: amount },
    ],
    refs: {},
  });
}

export interface BidFunds {
  orderId: string;
  investorId: string;
  currency: Currency;
  /** What the bid holds: its price (and the price of the pledged part, when the bid states one). */
  amountMinor: MinorUnits;
  bookedOn: IsoDate;
}

/** A bid reserves its funds: investor cash → investor reserved (refused later if cash would go below zero). */
export function bidReserveEntry(input: BidFunds): JournalEntry {
  const amount = positive(input.amountMinor, 'A reserve');
  return assertValidEntry({
    idempotencyKey: `order:${input.orderId}:reserve`,
    reason: 'bid_reserve',
    currency: input.currency,
    bookedOn: input.bookedOn,
    postings: [
      { account: investorAccount(input.investorId, 'cash', input.currency), amountMinor: -amount },
      { account: investorAccount(input.investorId, 'reserved', input.currency), amountMinor: amount },
    ],
    refs: { orderId: input.orderId },
  });
}

/** A declined, cancelled or deleted bid gives its reserve back: investor reserved → investor cash. */
export function reserveReleaseEntry(input: BidFunds): JournalEntry {
  const amount = positive(input.amountMinor, 'A release');
  return assertValidEntry({
    idempotencyKey: `order:${input.orderId}:release`,
    reason: 'reserve_release',
    currency: input.currency,
    bookedOn: input.bookedOn,
    postings: [
      { account: investorAccount(input.investorId, 'reserved', input.currency), amountMinor: -amount },
      { account: investorAccount(input.investorId, 'cash', input.currency), amountMinor: amount },
    ],
    refs: { orderId: input.orderId },
  });
}

export interface AcceptanceInput {
  orderId: string;
  assetId: string;
  investorId: string;
  clientId: string;
  currency: Currency;
  /** The accepted bid's price: exactly what the investor pays. */
  priceMinor: MinorUnits;
  /** What the bid reserved (≥ price); any excess goes back to the investor's cash. */
  reservedMinor: MinorUnits;
  /** The face value the client repays (the sum of the schedule's rates). */
  repaymentMinor: MinorUnits;
  /** Tranche's fee in basis points of the price, deducted from the client's payout. */
  feeBps?: number;
  bookedOn: IsoDate;
}

/** Tranche's fee on a price: price × bps ÷ 10,000, rounded once by the money module. */
export function feeOf(priceMinor: MinorUnits, feeBps: number = DEFAULT_FEE_BPS): MinorUnits {
  if (!Number.isSafeInteger(feeBps) || feeBps < 0 || feeBps > 10_000) {
    throw new RangeError(`Fee must be 0…10000 basis points, got ${feeBps}`);
  }
  return mulDiv(priceMinor, feeBps, 10_000);
}

/**
 * Accepting a bid: the payout entry moves the reserve to the client (price) and returns any excess
 * to the investor, and records the claim (investor receivable +face, client payable −face); the fee
 * entry moves Tranche's fee from the client's payout to Tranche (none when the fee is 0). The
 * investor pays exactly the price; the client keeps price − fee.
 */
export function acceptanceEntries(input: AcceptanceInput): JournalEntry[] {
  const price = positive(input.priceMinor, 'A price');
  const face = positive(input.repaymentMinor, 'A repayment amount');
  if (assertMinorUnits(input.reservedMinor) < price) {
    throw new RangeError('The bid reserved less than its price');
  }
  const { currency, bookedOn } = input;
  const refs = { orderId: input.orderId, assetId: input.assetId };
  const payout = assertValidEntry({
    idempotencyKey: `order:${input.orderId}:payout`,
    reason: 'payout',
    currency,
    bookedOn,
    postings: nonZero([
      { account: investorAccount(input.investorId, 'reserved', currency), amountMinor: -input.reservedMinor },
      {
        account: investorAccount(input.investorId, 'cash', currency),
        amountMinor: input.reservedMinor - price,
      },
      { account: clientAccount(input.clientId, 'cash', currency), amountMinor: price },
      { account: investorAccount(input.investorId, 'receivable', currency), amountMinor: face },
      { account: clientAccount(input.clientId, 'payable', currency), amountMinor: -face },
    ]),
    refs,
  });
  const fee = feeOf(price, input.feeBps);
  if (fee === 0) return [payout];
  return [
    payout,
    assertValidEntry({
      idempotencyKey: `order:${input.orderId}:fee`,
      reason: 'fee',
      currency,
      bookedOn,
      postings: [
        { account: clientAccount(input.clientId, 'cash', currency), amountMinor: -fee },
        { account: trancheFees(currency), amountMinor: fee },
      ],
      refs,
    }),
  ];
}

export interface RepaymentInput {
  assetPaymentId: string;
  assetId: string;
  investorId: string;
  clientId: string;
  currency: Currency;
  /** The instalment (asset payment rate) being repaid. */
  amountMinor: MinorUnits;
  /**
   * Where the client's money comes from: a bank transfer the client confirmed or the bank data
   * shows (from the outside world), or the client's cash on Tranche.
   */
  source: 'bank-transfer' | 'client-cash';
  bookedOn: IsoDate;
}

/**
 * A repayment: the instalment reaches the investor's cash and the claim shrinks by the same
 * amount on both sides (investor receivable −, client payable +).
 */
export function repaymentEntry(input: RepaymentInput): JournalEntry {
  const amount = positive(input.amountMinor, 'A repayment');
  const { currency } = input;
  const from =
    input.source === 'bank-transfer' ? world(currency) : clientAccount(input.clientId, 'cash', currency);
  return assertValidEntry({
    idempotencyKey: `asset-payment:${input.assetPaymentId}:repayment`,
    reason: 'repayment',
    currency,
    bookedOn: input.bookedOn,
    postings: [
      { account: from, amountMinor: -amount },
      { account: investorAccount(input.investorId, 'cash', currency), amountMinor: amount },
      { account: investorAccount(input.investorId, 'receivable', currency), amountMinor: -amount },
      { account: clientAccount(input.clientId, 'payable', currency), amountMinor: amount },
    ],
    refs: { assetId: input.assetId, assetPaymentId: input.assetPaymentId },
  });
}
