import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@tranche/db/testing';
import { bidReserveEntry, depositEntry, type JournalEntry, reserveReleaseEntry } from '@tranche/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BalanceRuleError,
  IdempotencyConflictError,
  ownerBalances,
  postEntries,
  totalsByCurrency,
} from './ledger.repo';

const day = '2026-03-01';
const deposit = (id: string, investorId: string, amountMinor: number): JournalEntry =>
  depositEntry({ depositId: id, investorId, currency: 'EUR', amountMinor, bookedOn: day });
const reserve = (orderId: string, investorId: string, amountMinor: number): JournalEntry =>
  bidReserveEntry({ orderId, investorId, currency: 'EUR', amountMinor, bookedOn: day });

const [o1, o2, raceA, raceB] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];

describe('ledger repo', () => {
  let database: TestDatabase;
  const post = (entries: JournalEntry[]) => database.db.transaction((tx) => postEntries(tx, entries));
  const cash = async (investorId: string) =>
    (await ownerBalances(database.db, 'investor', investorId)).find((b) => b.type === 'cash')?.balanceMinor ??
    0;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('posts an entry and derives balances from its postings', async () => {
    expect(await post([deposit('d1', 'inv-1', 10_000)])).toHaveLength(1);
    expect(await ownerBalances(database.db, 'investor', 'inv-1')).toEqual([
      { type: 'cash', currency: 'EUR', balanceMinor: 10_000 },
    ]);
  });

  it('posts the same entry twice once (a rerun changes nothing) and refuses another under its key', async () => {
    expect(await post([deposit('d1', 'inv-1', 10_000)])).toHaveLength(0);
    expect(await cash('inv-1')).toBe(10_000);
    await expect(post([deposit('d1', 'inv-1', 9_999)])).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect(await cash('inv-1')).toBe(10_000);
  });

  it('refuses a movement past an account’s side of zero, and writes nothing of the batch', async () => {
    await expect(post([reserve(o1, 'inv-1', 6_000), reserve(o2, 'inv-1', 6_000)])).rejects.toBeInstanceOf(
      BalanceRuleError,
    );
    expect(await cash('inv-1')).toBe(10_000);
    await post([reserve(o1, 'inv-1', 6_000)]);
    await post([
      reserveReleaseEntry({
        orderId: o1,
        investorId: 'inv-1',
        currency: 'EUR',
        amountMinor: 6_000,
        bookedOn: day,
      }),
    ]);
    expect(await cash('inv-1')).toBe(10_000);
  });

  it('lets only one of two concurrent reserves of the same cash through', async () => {
    await post([deposit('d2', 'inv-2', 5_000)]);
    const results = await Promise.allSettled([
      post([reserve(raceA, 'inv-2', 4_000)]),
      post([reserve(raceB, 'inv-2', 4_000)]),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused && refused.status === 'rejected' && refused.reason).toBeInstanceOf(BalanceRuleError);
    expect(await cash('inv-2')).toBe(1_000);
  });

  it('keeps every currency summing to zero', async () => {
    for (const total of (await totalsByCurrency(database.db)).values()) expect(total).toBe(0);
  });
});
