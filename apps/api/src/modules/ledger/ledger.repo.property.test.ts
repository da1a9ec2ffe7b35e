import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@tranche/db/testing';
import {
  accountKey,
  bidReserveEntry,
  type Currency,
  depositEntry,
  emptyLedger,
  type JournalEntry,
  type LedgerBook,
  postEntry,
  reserveReleaseEntry,
} from '@tranche/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BalanceRuleError,
  IdempotencyConflictError,
  ownerBalances,
  postEntries,
  totalsByCurrency,
} from './ledger.repo';

/**
 * The database ledger behaves exactly like the domain's pure one: random sequences of deposits,
 * bid reserves, releases and replays in two currencies, posted through the repo and through
 * `postEntry` side by side, are refused or accepted alike and leave the same balances; every
 * currency sums to zero.
 */
type Step =
  | { kind: 'deposit'; investor: number; currency: Currency; amount: number }
  | { kind: 'reserve'; investor: number; currency: Currency; amount: number }
  | { kind: 'release'; pick: number }
  | { kind: 'replay'; pick: number };

const currency = fc.constantFrom<Currency>('EUR', 'USD');
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    investor: fc.nat(2),
    currency,
    amount: fc.integer({ min: 1, max: 50_000 }),
  }),
  fc.record({
    kind: fc.constant('reserve' as const),
    investor: fc.nat(2),
    currency,
    amount: fc.integer({ min: 1, max: 40_000 }),
  }),
  fc.record({ kind: fc.constant('release' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }),
);

describe('ledger repo against the domain ledger', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('accepts, refuses and balances like the pure model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const run = randomUUID().slice(0, 8);
        const investorId = (n: number) => `${run}-inv-${n}`;
        let model: LedgerBook = emptyLedger();
        const posted: JournalEntry[] = [];
        const reserves: { entry: JournalEntry; released: boolean }[] = [];
        for (const s of steps) {
          let entry: JournalEntry | undefined;
          if (s.kind === 'deposit') {
            entry = depositEntry({
              depositId: randomUUID(),
              investorId: investorId(s.investor),
              currency: s.currency,
              amountMinor: s.amount,
              bookedOn: '2026-01-01',
            });
          } else if (s.kind === 'reserve') {
            entry = bidReserveEntry({
              orderId: randomUUID(),
              investorId: investorId(s.investor),
              currency: s.currency,
              amountMinor: s.amount,
              bookedOn: '2026-01-01',
            });
          } else if (s.kind === 'release') {
            const open = reserves.filter((r) => !r.released);
            const target = open[s.pick % Math.max(1, open.length)];
            if (target) {
              const refs = target.entry.refs;
              entry = reserveReleaseEntry({
                orderId: refs.orderId ?? '',
                investorId: target.entry.postings[0]?.account.ownerId ?? '',
                currency: target.entry.currency,
                amountMinor: target.entry.postings[1]?.amountMinor ?? 0,
                bookedOn: '2026-01-01',
              });
              target.released = true;
            }
          } else {
            entry = posted[s.pick % Math.max(1, posted.length)];
          }
          if (!entry) continue;
          const expected = postEntry(model, entry);
          let outcome: 'posted' | 'duplicate' | 'refused';
          try {
            const written = await database.db.transaction((tx) => postEntries(tx, [entry]));
            outcome = written.length === 1 ? 'posted' : 'duplicate';
          } catch (error) {
            if (!(error instanceof BalanceRuleError || error instanceof IdempotencyConflictError))
              throw error;
            outcome = 'refused';
          }
          expect(outcome).toBe(expected.status);
          model = expected.ledger;
          if (outcome === 'posted') {
            posted.push(entry);
            if (entry.reason === 'bid_reserve') reserves.push({ entry, released: false });
          }
        }
        for (const n of [0, 1, 2]) {
          const rows = await ownerBalances(database.db, 'investor', investorId(n));
          for (const row of rows) {
            const key = accountKey({
              ownerKind: 'investor',
              ownerId: investorId(n),
              type: row.type,
              currency: row.currency as Currency,
            });
            expect(row.balanceMinor, key).toBe(model.balances.get(key) ?? 0);
            expect(row.balanceMinor).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 15 },
    );
    for (const total of (await totalsByCurrency(database.db)).values()) expect(total).toBe(0);
  }, 300_000);
});
