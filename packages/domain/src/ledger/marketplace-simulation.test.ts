import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar';
import { CURRENCIES, type Currency } from '../money/currency';
import { sumMinor } from '../money/money';
import { priceOf } from '../pricing/price';
import { replaceChurned } from '../schedule/churn-replacement';
import { type AssetPayment, buildRepaymentSchedule, repaymentProgress } from '../schedule/repayment-schedule';
import { accountKey, balanceAllowed, clientAccount, investorAccount, trancheFees } from './accounts';
import {
  acceptanceEntries,
  bidReserveEntry,
  DEFAULT_FEE_BPS,
  depositEntry,
  feeOf,
  repaymentEntry,
  reserveReleaseEntry,
} from './entry-builders';
import { entryProblems, type JournalEntry } from './journal-entry';
import {
  balanceOf,
  balancesOf,
  emptyLedger,
  type LedgerBook,
  postAll,
  totalsByCurrency,
} from './ledger-book';

/**
 * Random sequences of marketplace events — deposits, sales, bids, cancellations, acceptances,
 * repayments, churn and replays of earlier events — in every currency, checked after every step
 * against the ledger's invariants (marketplace.md "Ledger").
 */
type Command =
  | { kind: 'deposit'; investor: number; currency: number; amount: number }
  | { kind: 'sell'; client: number; currency: number; face: number; months: number }
  | { kind: 'bid'; investor: number; asset: number; share: number }
  | { kind: 'cancelBid'; bid: number }
  | { kind: 'accept'; asset: number; bid: number }
  | { kind: 'cancelAsset'; asset: number }
  | { kind: 'repay'; asset: number; fromClientCash: boolean }
  | { kind: 'churn'; asset: number; share: number; pledges: number[] }
  | { kind: 'replay'; entry: number };

/** An index into the run's currencies (one or two of them, so investors' deposits meet sellers' assets). */
const currency = fc.nat({ max: 1 });
const pick = fc.nat({ max: 1_000 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      investor: fc.nat({ max: 2 }),
      currency,
      amount: fc.integer({ min: 1, max: 5_000_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('sell' as const),
      client: fc.nat({ max: 2 }),
      currency,
      face: fc.integer({ min: 1, max: 3_000_000 }),
      months: fc.integer({ min: 1, max: 24 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('bid' as const),
      investor: fc.nat({ max: 2 }),
      asset: pick,
      share: fc.integer({ min: 50, max: 100 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelBid' as const), bid: pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('accept' as const), asset: pick, bid: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelAsset' as const), asset: pick }) },
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('repay' as const), asset: pick, fromClientCash: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('churn' as const),
      asset: pick,
      share: fc.integer({ min: 0, max: 100 }),
      pledges: fc.array(fc.nat({ max: 2_000_000 }), { maxLength: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replay' as const), entry: pick }) },
);

interface Asset {
  id: string;
  clientId: string;
  currency: Currency;
  face: number;
  months: number;
  status: 'OPEN' | 'COMPLETED' | 'CANCELED';
  investorId?: string;
  price?: number;
  payments: AssetPayment[];
}
interface Bid {
  orderId: string;
  investorId: string;
  asset: Asset;
  price: number;
  status: 'BIDDING' | 'ACCEPTED' | 'DECLINED' | 'CANCELED';
}

const at = <T>(items: readonly T[], index: number): T | undefined =>
  items.length === 0 ? undefined : items[index % items.length];

function simulate(commands: readonly Command[], currencies: readonly Currency[] = CURRENCIES) {
  const currencyOf = (index: number): Currency => at(currencies, index) ?? 'EUR';
  let ledger: LedgerBook = emptyLedger();
  const assets: Asset[] = [];
  const bids: Bid[] = [];
  const posted: JournalEntry[] = [];
  let seq = 0;
  const post = (entries: JournalEntry[]): boolean => {
    const result = postAll(ledger, entries);
    if (result.status === 'refused') {
      expect(result.ledger).toBe(ledger);
      return false;
    }
    expect(result.status).toBe('posted');
    ledger = result.ledger;
    posted.push(...entries);
    return true;
  };
  const release = (bid: Bid, bookedOn: string, status: 'DECLINED' | 'CANCELED') => {
    bid.status = status;
    return reserveReleaseEntry({
      orderId: bid.orderId,
      investorId: bid.investorId,
      currency: bid.asset.currency,
      amountMinor: bid.price,
      bookedOn,
    });
  };

  commands.forEach((cmd, step) => {
    const bookedOn = addDays('2026-01-01', step);
    seq += 1;
    switch (cmd.kind) {
      case 'deposit':
        expect(
          post([
            depositEntry({
              depositId: `d${seq}`,
              investorId: `i${cmd.investor}`,
              currency: currencyOf(cmd.currency),
              amountMinor: cmd.amount,
              bookedOn,
            }),
          ]),
        ).toBe(true);
        break;
      case 'sell':
        assets.push({
          id: `a${seq}`,
          clientId: `c${cmd.client}`,
          currency: currencyOf(cmd.currency),
          face: cmd.face,
          months: cmd.months,
          status: 'OPEN',
          payments: [],
        });
        break;
      case 'bid': {
        const asset = at(
          assets.filter((a) => a.status === 'OPEN'),
          cmd.asset,
        );
        if (!asset) break;
        const price = Math.max(1, Math.floor((asset.face * cmd.share) / 100));
        const bid: Bid = {
          orderId: `o${seq}`,
          investorId: `i${cmd.investor}`,
          asset,
          price,
          status: 'BIDDING',
        };
        const cash = balanceOf(ledger, accountKey(investorAccount(bid.investorId, 'cash', asset.currency)));
        const ok = post([
          bidReserveEntry({
            orderId: bid.orderId,
            investorId: bid.investorId,
            currency: asset.currency,
            amountMinor: price,
            bookedOn,
          }),
        ]);
        expect(ok).toBe(cash >= price);
        if (ok) bids.push(bid);
        break;
      }
      case 'cancelBid': {
        const bid = at(
          bids.filter((b) => b.status === 'BIDDING'),
          cmd.bid,
        );
        if (bid) expect(post([release(bid, bookedOn, 'CANCELED')])).toBe(true);
        break;
      }
      case 'cancelAsset': {
        const asset = at(
          assets.filter((a) => a.status === 'OPEN'),
          cmd.asset,
        );
        if (!asset) break;
        asset.status = 'CANCELED';
        const open = bids.filter((b) => b.asset === asset && b.status === 'BIDDING');
        if (open.length > 0) expect(post(open.map((b) => release(b, bookedOn, 'CANCELED')))).toBe(true);
        break;
      }
      case 'accept': {
        const bid = at(
          bids.filter((b) => b.status === 'BIDDING'),
          cmd.bid,
        );
        if (!bid) break;
        const { asset } = bid;
        const others = bids.filter((b) => b.asset === asset && b !== bid && b.status === 'BIDDING');
        const entries = [
          ...acceptanceEntries({
            orderId: bid.orderId,
            assetId: asset.id,
            investorId: bid.investorId,
            clientId: asset.clientId,
            currency: asset.currency,
            priceMinor: bid.price,
            reservedMinor: bid.price,
            repaymentMinor: asset.face,
            bookedOn,
          }),
          ...others.map((b) => release(b, bookedOn, 'DECLINED')),
        ];
        expect(post(entries)).toBe(true);
        bid.status = 'ACCEPTED';
        Object.assign(asset, { status: 'COMPLETED', investorId: bid.investorId, price: bid.price });
        asset.payments = buildRepaymentSchedule({
          acceptedOn: bookedOn,
          contractLengthMonths: asset.months,
          repaymentMinor: asset.face,
          currency: asset.currency,
        });
        break;
      }
      case 'repay': {
        const asset = at(
          assets.filter((a) => a.payments.some((p) => p.paymentStatus !== 'PAID')),
          cmd.asset,
        );
        const payment = asset?.payments.find((p) => p.paymentStatus !== 'PAID');
        if (!asset?.investorId || !payment) break;
        if (payment.rateMinor === 0) {
          payment.paymentStatus = 'PAID';
          break;
        }
        const clientCash = balanceOf(
          ledger,
          accountKey(clientAccount(asset.clientId, 'cash', asset.currency)),
        );
        const ok = post([
          repaymentEntry({
            assetPaymentId: `${asset.id}-${payment.number}`,
            assetId: asset.id,
            investorId: asset.investorId,
            clientId: asset.clientId,
            currency: asset.currency,
            amountMinor: payment.rateMinor,
            source: cmd.fromClientCash ? 'client-cash' : 'bank-transfer',
            bookedOn,
          }),
        ]);
        expect(ok).toBe(!cmd.fromClientCash || clientCash >= payment.rateMinor);
        if (ok) payment.paymentStatus = 'PAID';
        break;
      }
      case 'churn': {
        const asset = at(
          assets.filter((a) => a.payments.some((p) => p.paymentStatus !== 'PAID')),
          cmd.asset,
        );
        if (!asset) break;
        const { outstandingMinor } = repaymentProgress(asset.payments);
        const outcome = replaceChurned({
          churned: { id: `s${seq}`, remainingFaceMinor: Math.floor((outstandingMinor * cmd.share) / 100) },
          pledged: cmd.pledges.map((remainingFaceMinor, i) => ({ id: `p${i}`, remainingFaceMinor })),
          payments: asset.payments,
          today: bookedOn,
        });
        if (outcome.kind === 'replaced') {
          expect(cmd.pledges[Number(outcome.replacementId.slice(1))]).toBeGreaterThanOrEqual(
            outcome.remainderMinor,
          );
        } else {
          expect(cmd.pledges.every((p) => p < outcome.remainderMinor)).toBe(true);
          asset.payments = outcome.payments;
        }
        break;
      }
      case 'replay': {
        const entry = at(posted, cmd.entry);
        if (!entry) break;
        const result = postAll(ledger, [entry]);
        expect(result).toEqual({ status: 'duplicate', ledger });
        break;
      }
    }
    checkInvariants(ledger, posted, assets, bids);
  });
  return { ledger, assets };
}

function checkInvariants(
  ledger: LedgerBook,
  posted: readonly JournalEntry[],
  assets: readonly Asset[],
  bids: readonly Bid[],
) {
  for (const entry of posted) expect(entryProblems(entry)).toEqual([]);
  for (const total of totalsByCurrency(ledger).values()) expect(total).toBe(0);
  for (const [key, balance] of ledger.balances) {
    const type = key.split(':')[2] as Parameters<typeof balanceAllowed>[0];
    expect(balanceAllowed(type, balance)).toBe(true);
  }
  expect(balancesOf(posted)).toEqual(ledger.balances);

  const expected = new Map<string, number>();
  const add = (key: string, amount: number) => expected.set(key, (expected.get(key) ?? 0) + amount);
  for (const bid of bids) {
    if (bid.status === 'BIDDING')
      add(accountKey(investorAccount(bid.investorId, 'reserved', bid.asset.currency)), bid.price);
  }
  for (const asset of assets) {
    if (asset.status !== 'COMPLETED' || !asset.investorId || asset.price === undefined) continue;
    const progress = repaymentProgress(asset.payments);
    // repayments sum to the agreed amount: the rates always add up to the face, repaid + outstanding too
    expect(sumMinor(asset.payments.map((p) => p.rateMinor))).toBe(asset.face);
    expect(progress.repaidMinor + progress.outstandingMinor).toBe(asset.face);
    add(
      accountKey(investorAccount(asset.investorId, 'receivable', asset.currency)),
      progress.outstandingMinor,
    );
    add(accountKey(clientAccount(asset.clientId, 'payable', asset.currency)), -progress.outstandingMinor);
    add(accountKey(trancheFees(asset.currency)), feeOf(asset.price, DEFAULT_FEE_BPS));
  }
  for (const [key, amount] of expected) expect(balanceOf(ledger, key)).toBe(amount);
  for (const [key, balance] of ledger.balances) {
    if (/:(reserved|receivable|payable|fees):/.test(key)) expect(balance).toBe(expected.get(key) ?? 0);
  }
}

describe('ledger over random marketplace histories', () => {
  it('keeps every entry balanced, every balance on its side of zero and every asset reconciled', () => {
    fc.assert(
      fc.property(
        fc.subarray([...CURRENCIES], { minLength: 1, maxLength: 2 }),
        fc.array(command, { minLength: 20, maxLength: 120 }),
        (currencies, commands) => void simulate(commands, currencies),
      ),
      { numRuns: 150 },
    );
  });

  it('repays a fully paid sale exactly its face value, the investor having paid exactly its price', () => {
    const face = 1_000_001;
    const price = priceOf(face, 700, 12);
    const { ledger } = simulate(
      [
        { kind: 'deposit', investor: 0, currency: 0, amount: price },
        { kind: 'sell', client: 0, currency: 0, face, months: 12 },
        { kind: 'bid', investor: 0, asset: 0, share: 93 },
        { kind: 'accept', asset: 0, bid: 0 },
        ...Array.from({ length: 12 }, () => ({ kind: 'repay' as const, asset: 0, fromClientCash: false })),
      ],
      ['GBP'],
    );
    expect(balanceOf(ledger, accountKey(investorAccount('i0', 'cash', 'GBP')))).toBe(
      price - Math.floor((face * 93) / 100) + face,
    );
    expect(balanceOf(ledger, accountKey(investorAccount('i0', 'receivable', 'GBP')))).toBe(0);
    expect(balanceOf(ledger, accountKey(clientAccount('c0', 'payable', 'GBP')))).toBe(0);
  });
});
