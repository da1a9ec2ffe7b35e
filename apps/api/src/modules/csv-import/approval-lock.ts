import type { Database } from '@tranche/db';

/** Advisory-lock keys of approvals: this prefix and 32 bits of the company id. */
const APPROVAL_LOCK_BASE = 0x7a_0000_0000;
const held = new Map<string, Promise<unknown>>();

/**
 * Runs one company's approval alone: two approvals of the same company would mark the same live
 * rows. In this process a promise chain orders them (the embedded database has no advisory
 * locks); across worker processes a PostgreSQL advisory lock does, released if the holder dies.
 */
export async function withApprovalLock<T>(
  database: Pick<Database, 'withAdvisoryLock'>,
  accountId: string,
  work: () => Promise<T>,
): Promise<T> {
  const before = held.get(accountId) ?? Promise.resolve();
  const key = APPROVAL_LOCK_BASE + Number.parseInt(accountId.replace(/-/g, '').slice(0, 8), 16);
  const mine = before.catch(() => undefined).then(() => database.withAdvisoryLock(key, work));
  held.set(accountId, mine);
  try {
    return await mine;
  } finally {
    if (held.get(accountId) === mine) held.delete(accountId);
  }
}
