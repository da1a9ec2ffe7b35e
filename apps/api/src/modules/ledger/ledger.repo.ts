import { type Db, schema } from '@tranche/db';
import {
  type AccountType,
  accountKey,
  balanceAllowed,
  entryProblems,
  InvalidEntryError,
  type JournalEntry,
  type LedgerAccount,
  type OwnerKind,
} from '@tranche/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';

const { ledgerAccounts, ledgerEntries, ledgerPostings } = schema;

/** An entry that would take an account past its side of zero (BALANCE_RULES): nothing was written. */
export class BalanceRuleError extends Error {
  constructor(
    readonly accountKey: string,
    readonly balanceMinor: number,
  ) {
    super(`Posting would leave ${accountKey} at ${balanceMinor}`);
    this.name = 'BalanceRuleError';
  }
}

/** A different entry under an idempotency key already used. */
export class IdempotencyConflictError extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`Another entry was already posted under ${idempotencyKey}`);
    this.name = 'IdempotencyConflictError';
  }
}

/** Net amount per account key of an entry (so a replay is recognised whatever the posting order). */
function netByAccount(postings: readonly { key: string; amountMinor: number }[]): string {
  const sums = new Map<string, number>();
  for (const { key, amountMinor } of postings) sums.set(key, (sums.get(key) ?? 0) + amountMinor);
  return JSON.stringify([...sums].filter(([, amount]) => amount !== 0).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The ids of the accounts, created on first use (concurrent creators meet at the unique key). */
async function accountIds(db: Db, accounts: readonly LedgerAccount[]): Promise<Map<string, number>> {
  const unique = new Map(accounts.map((account) => [accountKey(account), account]));
  const values = [...unique.values()].map((account) => ({
    ownerKind: account.ownerKind,
    ownerId: account.ownerId,
    type: account.type,
    currency: account.currency,
  }));
  await db.insert(ledgerAccounts).values(values).onConflictDoNothing();
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(
      sql`(${ledgerAccounts.ownerKind}, ${ledgerAccounts.ownerId}, ${ledgerAccounts.type}, ${ledgerAccounts.currency}) in (${sql.join(
        values.map((v) => sql`(${v.ownerKind}, ${v.ownerId}, ${v.type}, ${v.currency})`),
        sql`, `,
      )})`,
    );
  return new Map(
    rows.map((row) => [
      accountKey({
        ownerKind: row.ownerKind as OwnerKind,
        ownerId: row.ownerId,
        type: row.type as AccountType,
        currency: row.currency as LedgerAccount['currency'],
      }),
      row.id,
    ]),
  );
}

/**
 * Posts journal entries in the caller's transaction (`db` must be one), all or none: entries
 * already posted under their key are skipped when identical (a rerun job) and refused otherwise;
 * the touched accounts are locked in id order (so two postings never deadlock) before their
 * balances are read, and an entry that would take an account past its side of zero is refused
 * with {@link BalanceRuleError}. The database's deferred trigger re-checks every entry balances.
 * Returns the entries actually posted now.
 */
export async function postEntries(db: Db, entries: readonly JournalEntry[]): Promise<JournalEntry[]> {
  for (const entry of entries) {
    const problems = entryProblems(entry);
    if (problems.length > 0) throw new InvalidEntryError(problems);
  }
  if (entries.length === 0) return [];
  const ids = await accountIds(
    db,
    entries.flatMap((entry) => entry.postings.map((posting) => posting.account)),
  );
  const idOf = (account: LedgerAccount) => {
    const id = ids.get(accountKey(account));
    if (id === undefined) throw new Error(`Ledger account ${accountKey(account)} was not created`);
    return id;
  };
  const touched = [...new Set(ids.values())].sort((a, b) => a - b);
  await db.execute(
    sql`select id from ${ledgerAccounts} where id in (${sql.join(
      touched.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id for update`,
  );

  const fresh = await withoutPosted(db, entries);
  if (fresh.length === 0) return [];

  const balances = await balancesById(db, touched);
  const typeOf = new Map<number, { type: AccountType; key: string }>();
  for (const entry of fresh) {
    for (const { account, amountMinor } of entry.postings) {
      const id = idOf(account);
      typeOf.set(id, { type: account.type, key: accountKey(account) });
      balances.set(id, (balances.get(id) ?? 0) + amountMinor);
    }
  }
  for (const [id, { type, key }] of typeOf) {
    const balance = balances.get(id) ?? 0;
    if (!balanceAllowed(type, balance)) throw new BalanceRuleError(key, balance);
  }

  const inserted = await db
    .insert(ledgerEntries)
    .values(
      fresh.map((entry) => ({
        idempotencyKey: entry.idempotencyKey,
        reason: entry.reason,
        currency: entry.currency,
        bookedOn: entry.bookedOn,
        orderId: entry.refs.orderId ?? null,
        assetId: entry.refs.assetId ?? null,
        assetPaymentId: entry.refs.assetPaymentId ?? null,
        refs: { ...entry.refs },
      })),
    )
    .returning({ id: ledgerEntries.id, idempotencyKey: ledgerEntries.idempotencyKey });
  const entryId = new Map(inserted.map((row) => [row.idempotencyKey, row.id]));
  await db.insert(ledgerPostings).values(
    fresh.flatMap((entry) =>
      entry.postings.map((posting) => ({
        entryId: entryId.get(entry.idempotencyKey) ?? 0,
        accountId: idOf(posting.account),
        currency: entry.currency,
        amountMinor: posting.amountMinor,
      })),
    ),
  );
  return fresh;
}

/** The entries not posted yet; a posted one under the same key must be the same movement. */
async function withoutPosted(db: Db, entries: readonly JournalEntry[]): Promise<JournalEntry[]> {
  const keys = entries.map((entry) => entry.idempotencyKey);
  const rows = await db
    .select({
      key: ledgerEntries.idempotencyKey,
      ownerKind: ledgerAccounts.ownerKind,
      ownerId: ledgerAccounts.ownerId,
      type: ledgerAccounts.type,
      currency: ledgerAccounts.currency,
      amountMinor: ledgerPostings.amountMinor,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.entryId, ledgerEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(inArray(ledgerEntries.idempotencyKey, keys));
  const posted = new Map<string, { key: string; amountMinor: number }[]>();
  for (const row of rows) {
    const list = posted.get(row.key) ?? [];
    list.push({
      key: `${row.ownerKind}:${row.ownerId}:${row.type}:${row.currency}`,
      amountMinor: Number(row.amountMinor),
    });
    posted.set(row.key, list);
  }
  return entries.filter((entry) => {
    const known = posted.get(entry.idempotencyKey);
    if (!known) return true;
    const mine = entry.postings.map((p) => ({ key: accountKey(p.account), amountMinor: p.amountMinor }));
    if (netByAccount(known) !== netByAccount(mine)) throw new IdempotencyConflictError(entry.idempotencyKey);
    return false;
  });
}

async function balancesById(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: ledgerPostings.accountId, balance: sql<string>`sum(${ledgerPostings.amountMinor})` })
    .from(ledgerPostings)
    .where(inArray(ledgerPostings.accountId, [...ids]))
    .groupBy(ledgerPostings.accountId);
  return new Map(rows.map((row) => [Number(row.id), Number(row.balance)]));
}

export interface OwnerBalance {
  type: AccountType;
  currency: string;
  balanceMinor: number;
}

/** An owner's balances per account type and currency: sums of its postings (accounts without any are 0). */
export async function ownerBalances(db: Db, ownerKind: OwnerKind, ownerId: string): Promise<OwnerBalance[]> {
  const rows = await db
    .select({
      type: ledgerAccounts.type,
      currency: ledgerAccounts.currency,
      balance: sql<string>`coalesce(sum(${ledgerPostings.amountMinor}), 0)`,
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerPostings, eq(ledgerPostings.accountId, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.ownerKind, ownerKind), eq(ledgerAccounts.ownerId, ownerId)))
    .groupBy(ledgerAccounts.type, ledgerAccounts.currency)
    .orderBy(ledgerAccounts.currency, ledgerAccounts.type);
  return rows.map((row) => ({
    type: row.type as AccountType,
    currency: row.currency,
    balanceMinor: Number(row.balance),
  }));
}

/** Sum of every posting per currency: zero in a ledger of balanced entries (an invariant to check). */
export async function totalsByCurrency(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ currency: ledgerPostings.currency, total: sql<string>`sum(${ledgerPostings.amountMinor})` })
    .from(ledgerPostings)
    .groupBy(ledgerPostings.currency);
  return new Map(rows.map((row) => [row.currency, Number(row.total)]));
}

/**
 * What an owner's account of one type received through entries of the given reasons, per order:
 * the client's payouts (client cash +price) and fees (client cash −fee), for example.
 */
export async function postingsByOrder(
  db: Db,
  owner: { kind: OwnerKind; id: string },
  type: AccountType,
  reasons: readonly string[],
): Promise<{ orderId: string; reason: string; currency: string; amountMinor: number; createdAt: Date }[]> {
  const rows = await db
    .select({
      orderId: ledgerEntries.orderId,
      reason: ledgerEntries.reason,
      currency: ledgerEntries.currency,
      amount: sql<string>`sum(${ledgerPostings.amountMinor})`,
      createdAt: sql<Date>`min(${ledgerEntries.createdAt})`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        eq(ledgerAccounts.ownerKind, owner.kind),
        eq(ledgerAccounts.ownerId, owner.id),
        eq(ledgerAccounts.type, type),
        inArray(ledgerEntries.reason, [...reasons]),
        sql`${ledgerEntries.orderId} is not null`,
      ),
    )
    .groupBy(ledgerEntries.orderId, ledgerEntries.reason, ledgerEntries.currency);
  return rows.map((row) => ({
    orderId: row.orderId ?? '',
    reason: row.reason,
    currency: row.currency,
    amountMinor: Number(row.amount),
    createdAt: new Date(row.createdAt),
  }));
}
