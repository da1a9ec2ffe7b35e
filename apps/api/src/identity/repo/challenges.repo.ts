import type { Db } from '@tranche/db';
import { schema } from '@tranche/db';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';

const { identityChallenges } = schema;

export type ChallengeRow = typeof identityChallenges.$inferSelect;
export type ChallengeLookup =
  | { status: 'live'; row: ChallengeRow }
  | { status: 'expired' | 'used' | 'unknown' };

/** Auth-flow state between calls, keyed by the hash of the Session string the client holds. */
export function createChallengesRepo(db: Db) {
  return {
    async create(id: string, state: string, expiresAt: Date): Promise<void> {
      await db.insert(identityChallenges).values({ id, state, expiresAt });
    },
    async find(id: string): Promise<ChallengeLookup> {
      const [row] = await db.select().from(identityChallenges).where(eq(identityChallenges.id, id));
      if (!row) return { status: 'unknown' };
      if (row.consumedAt) return { status: 'used' };
      if (row.expiresAt.getTime() <= Date.now()) return { status: 'expired' };
      return { status: 'live', row };
    },
    /** Uses the session up; false when it was used already (a replay) or has expired. */
    async consume(id: string): Promise<boolean> {
      const rows = await db
        .update(identityChallenges)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(identityChallenges.id, id),
            isNull(identityChallenges.consumedAt),
            gt(identityChallenges.expiresAt, new Date()),
          ),
        )
        .returning({ id: identityChallenges.id });
      return rows.length > 0;
    },
    async recordFailure(id: string): Promise<number> {
      const [row] = await db
        .update(identityChallenges)
        .set({ attempts: sql`${identityChallenges.attempts} + 1` })
        .where(eq(identityChallenges.id, id))
        .returning({ attempts: identityChallenges.attempts });
      return row?.attempts ?? Number.POSITIVE_INFINITY;
    },
    /** Rows a day past expiry are only kept to tell a replay from an unknown session; then dropped. */
    async purge(): Promise<void> {
      await db
        .delete(identityChallenges)
        .where(lt(identityChallenges.expiresAt, new Date(Date.now() - 24 * 3600_000)));
    },
  };
}

export type ChallengesRepo = ReturnType<typeof createChallengesRepo>;
