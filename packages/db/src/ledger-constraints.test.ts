import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testing';

/**
 * The database's own guarantees of the ledger (ARCHITECTURE.md "Money and the ledger"), checked
 * with plain SQL so no application code can be what refuses: unbalanced and one-legged entries,
 * zero postings, mixed currencies, reused idempotency keys and changes to posted history.
 */
describe('ledger tables', () => {
  let database: TestDatabase;
  let eurA: number;
  let eurB: number;
  let usd: number;

  const run = (text: string) => database.executeSql(text);
  const insertAccount = async (owner: string, currency: string) => {
    const { rows } = await run(
      `insert into ledger_accounts (owner_kind, owner_id, type, currency) values ('investor', '${owner}', 'cash', '${currency}') returning id`,
    );
    return Number(rows[0]?.id);
  };
  /** One statement, so one transaction: an entry and the given postings [account, currency, amount]. */
  const post = (key: string, currency: string, postings: [number, string, number][]) =>
    run(
      `with entry as (
         insert into ledger_entries (idempotency_key, reason, currency, booked_on)
         values ('${key}', 'deposit', '${currency}', '2026-01-01') returning id
       )
       insert into ledger_postings (entry_id, account_id, currency, amount_minor)
       select entry.id, p.account, p.currency, p.amount from entry,
         (values ${postings.map(([a, c, m]) => `(${a}::bigint, '${c}', ${m}::bigint)`).join(', ') || '(null::bigint, null, null::bigint)'}) as p(account, currency, amount)
       where p.account is not null`,
    );
  const entryCount = async () => Number((await run('select count(*) as n from ledger_entries')).rows[0]?.n);

  beforeAll(async () => {
    database = await createTestDatabase();
    eurA = await insertAccount('a', 'EUR');
    eurB = await insertAccount('b', 'EUR');
    usd = await insertAccount('c', 'USD');
  });
  afterAll(() => database.dispose());

  it('accepts a balanced entry of two postings in one currency', async () => {
    await post('ok-1', 'EUR', [
      [eurA, 'EUR', -500],
      [eurB, 'EUR', 500],
    ]);
    expect(await entryCount()).toBe(1);
  });

  it('refuses an entry whose postings do not sum to zero, at commit, leaving nothing', async () => {
    await expect(
      post('unbalanced', 'EUR', [
        [eurA, 'EUR', -500],
        [eurB, 'EUR', 499],
      ]),
    ).rejects.toThrow(/does not balance/);
    expect(await entryCount()).toBe(1);
  });

  it('refuses an entry with fewer than two postings', async () => {
    await expect(post('one-leg', 'EUR', [[eurA, 'EUR', 0 + 1]])).rejects.toThrow(/at least two/);
    await expect(post('no-leg', 'EUR', [])).rejects.toThrow(/at least two/);
    expect(await entryCount()).toBe(1);
  });

  it('refuses a zero posting', async () => {
    await expect(
      post('zero', 'EUR', [
        [eurA, 'EUR', 0],
        [eurB, 'EUR', 0],
      ]),
    ).rejects.toThrow(/ledger_postings_amount_not_zero/);
  });

  it('refuses a posting in another currency than its entry or its account', async () => {
    await expect(
      post('mixed-entry', 'EUR', [
        [usd, 'USD', -500],
        [eurB, 'EUR', 500],
      ]),
    ).rejects.toThrow(/ledger_postings_entry_currency_fk/);
    await expect(
      post('mixed-account', 'EUR', [
        [usd, 'EUR', -500],
        [eurB, 'EUR', 500],
      ]),
    ).rejects.toThrow(/ledger_postings_account_currency_fk/);
    expect(await entryCount()).toBe(1);
  });

  it('refuses a second entry under one idempotency key', async () => {
    await expect(
      post('ok-1', 'EUR', [
        [eurA, 'EUR', -1],
        [eurB, 'EUR', 1],
      ]),
    ).rejects.toThrow(/ledger_entries_idempotency_key/);
  });

  it('refuses a posting added later that unbalances an old entry', async () => {
    await expect(
      run(
        `insert into ledger_postings (entry_id, account_id, currency, amount_minor)
         select id, ${eurA}, 'EUR', 7 from ledger_entries where idempotency_key = 'ok-1'`,
      ),
    ).rejects.toThrow(/does not balance/);
  });

  it('is append-only: postings and entries cannot be changed or deleted', async () => {
    await expect(run('update ledger_postings set amount_minor = amount_minor * 2')).rejects.toThrow(
      /append-only/,
    );
    await expect(run('delete from ledger_postings')).rejects.toThrow(/append-only/);
    await expect(run(`update ledger_entries set reason = 'fee'`)).rejects.toThrow(/append-only/);
    await expect(run('delete from ledger_entries')).rejects.toThrow(/append-only/);
    await expect(run('truncate ledger_postings, ledger_entries')).rejects.toThrow(/append-only/);
    const { rows } = await run('select sum(amount_minor) as total, count(*) as n from ledger_postings');
    expect(Number(rows[0]?.total)).toBe(0);
    expect(Number(rows[0]?.n)).toBe(2);
  });
});
