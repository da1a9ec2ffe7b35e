/**
 * `npm run bench -- ledger`: ledger postings per second through `postEntries` (one transaction
 * per entry, as bids and deposits arrive: accounts created on first use, locked in id order,
 * balances summed and checked, the deferred balance trigger at commit) against a plain INSERT of
 * the same rows (entry and postings, one transaction each, no checks), on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL. Prints `ledger/INSERT ratio: X` per engine; never fails on time.
 *
 * BENCH_LEDGER_ENTRIES (default 2000) sets how many entries each side writes.
 */
import { randomUUID } from 'node:crypto';
import { type Database, schema } from '@tranche/db';
import { createTestDatabase } from '@tranche/db/testing';
import { bidReserveEntry, depositEntry, type JournalEntry } from '@tranche/domain';
import { sql } from 'drizzle-orm';
import { postEntries } from './ledger.repo';

const ENTRIES = Number(process.env.BENCH_LEDGER_ENTRIES ?? 2_000);
const INVESTORS = 50;
const day = '2026-03-01';

/** Deposits first, then bid reserves spread over the investors (two postings each). */
function workload(tag: string): JournalEntry[] {
  const entries: JournalEntry[] = [];
  for (let i = 0; i < INVESTORS; i += 1) {
    entries.push(
      depositEntry({
        depositId: `${tag}-${i}`,
        investorId: `${tag}-inv-${i}`,
        currency: 'EUR',
        amountMinor: 100_000_000,
        bookedOn: day,
      }),
    );
  }
  for (let i = entries.length; i < ENTRIES; i += 1) {
    entries.push(
      bidReserveEntry({
        orderId: randomUUID(),
        investorId: `${tag}-inv-${i % INVESTORS}`,
        currency: 'EUR',
        amountMinor: 1_000 + (i % 97),
        bookedOn: day,
      }),
    );
  }
  return entries;
}

async function viaLedger(database: Database, entries: JournalEntry[]): Promise<number> {
  const started = performance.now();
  for (const entry of entries) await database.db.transaction((tx) => postEntries(tx, [entry]));
  return performance.now() - started;
}

/** The physical anchor: the same entry and posting rows inserted with no lookups, locks or checks. */
async function viaInsert(database: Database, entries: JournalEntry[]): Promise<number> {
  const { ledgerAccounts, ledgerEntries, ledgerPostings } = schema;
  const accountId = new Map<string, number>();
  for (const entry of entries) {
    for (const { account } of entry.postings) {
      const key = `${account.ownerKind}:${account.ownerId}:${account.type}:${account.currency}`;
      if (accountId.has(key)) continue;
      const [row] = await database.db
        .insert(ledgerAccounts)
        .values({ ...account })
        .onConflictDoUpdate({
          target: [
            ledgerAccounts.ownerKind,
            ledgerAccounts.ownerId,
            ledgerAccounts.type,
            ledgerAccounts.currency,
          ],
          set: { ownerId: sql`excluded.owner_id` },
        })
        .returning({ id: ledgerAccounts.id });
      accountId.set(key, row?.id ?? 0);
    }
  }
  const started = performance.now();
  for (const entry of entries) {
    await database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerEntries)
        .values({
          idempotencyKey: entry.idempotencyKey,
          reason: entry.reason,
          currency: entry.currency,
          bookedOn: entry.bookedOn,
        })
        .returning({ id: ledgerEntries.id });
      await tx.insert(ledgerPostings).values(
        entry.postings.map((p) => ({
          entryId: row?.id ?? 0,
          accountId:
            accountId.get(
              `${p.account.ownerKind}:${p.account.ownerId}:${p.account.type}:${p.account.currency}`,
            ) ?? 0,
          currency: entry.currency,
          amountMinor: p.amountMinor,
        })),
      );
    });
  }
  return performance.now() - started;
}

async function bench(name: string, database: Database): Promise<void> {
  const ledgerEntries = workload(`l-${name}`);
  const insertEntries = workload(`i-${name}`);
  const postings = ledgerEntries.reduce((sum, entry) => sum + entry.postings.length, 0);
  // Warm both paths (statement caches, WASM JIT) so neither pays the first-use cost alone.
  await viaLedger(database, workload(`warm-l-${name}`).slice(0, 100));
  await viaInsert(database, workload(`warm-i-${name}`).slice(0, 100));
  const insertMs = await viaInsert(database, insertEntries);
  const ledgerMs = await viaLedger(database, ledgerEntries);
  const { rows } = await database.executeSql('select sum(amount_minor)::text as total from ledger_postings');
  const perSecond = (ms: number) => Math.round(postings / (ms / 1000)).toLocaleString('en-US');
  console.log(`${name}: ${ENTRIES} entries, ${postings} postings; every currency sums to ${rows[0]?.total}`);
  console.log(`${name}: ledger   ${perSecond(ledgerMs)} postings/s (${Math.round(ledgerMs)} ms)`);
  console.log(`${name}: INSERT   ${perSecond(insertMs)} postings/s (${Math.round(insertMs)} ms)`);
  console.log(
    `${name}: ledger/INSERT ratio: ${(ledgerMs / insertMs).toFixed(2)} (time per posting; 1.00 = as fast as a plain INSERT)`,
  );
}

async function main() {
  const saved = process.env.TEST_DATABASE_URL;
  delete process.env.TEST_DATABASE_URL;
  const pglite = await createTestDatabase();
  try {
    await bench('PGlite', pglite);
  } finally {
    await pglite.dispose();
  }
  if (!saved) {
    console.log('PostgreSQL: skipped (set TEST_DATABASE_URL)');
    return;
  }
  process.env.TEST_DATABASE_URL = saved;
  const postgres = await createTestDatabase();
  try {
    // Autovacuum-free, fresh database: the ratio compares like with like on the same tables.
    await postgres.db.execute(sql`analyze`);
    await bench('PostgreSQL', postgres);
  } finally {
    await postgres.dispose();
  }
}

await main();
