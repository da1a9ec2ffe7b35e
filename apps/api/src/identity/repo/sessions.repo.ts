import type { Db } from '@tranche/db';
import { schema } from '@tranche/db';
import { and, eq, isNull } from 'drizzle-orm';

const { identitySessions, identityUsers } = schema;

export type SessionRow = typeof identitySessions.$inferSelect;

/** Sign-in sessions: one per refresh token; revoking one invalidates every token minted from it. */
export function createSessionsRepo(db: Db) {
  return {
    async create(session: typeof identitySessions.$inferInsert): Promise<void> {
      await db.insert(identitySessions).values(session);
    },
    async findByRefreshHash(hash: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(identitySessions)
        .where(eq(identitySessions.refreshTokenHash, hash));
      return row;
    },
    async findById(id: string): Promise<SessionRow | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const [row] = await db.select().from(identitySessions).where(eq(identitySessions.id, id));
      return row;
    },
    async touch(id: string): Promise<void> {
      await db.update(identitySessions).set({ lastUsedAt: new Date() }).where(eq(identitySessions.id, id));
    },
    async revoke(id: string): Promise<void> {
      await db
        .update(identitySessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(identitySessions.id, id), isNull(identitySessions.revokedAt)));
    },
    async revokeAll(sub: string): Promise<void> {
      await db
        .update(identitySessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(identitySessions.sub, sub), isNull(identitySessions.revokedAt)));
    },
    /** The API's per-request check: the user exists and is enabled, and the session is not revoked. */
    async isActive(sub: string, originJti: string | null): Promise<boolean> {
      if (!/^[0-9a-f-]{36}$/i.test(sub) || (originJti !== null && !/^[0-9a-f-]{36}$/i.test(originJti)))
        return false;
      if (originJti === null) {
        const [user] = await db
          .select({ enabled: identityUsers.enabled })
          .from(identityUsers)
          .where(eq(identityUsers.sub, sub));
        return user?.enabled === true;
      }
      const [row] = await db
        .select({ enabled: identityUsers.enabled, revokedAt: identitySessions.revokedAt })
        .from(identitySessions)
        .innerJoin(identityUsers, eq(identityUsers.sub, identitySessions.sub))
        .where(and(eq(identitySessions.id, originJti), eq(identitySessions.sub, sub)));
      return row?.enabled === true && row.revokedAt === null;
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
