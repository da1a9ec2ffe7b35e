import type { Db } from '@tranche/db';
import { schema } from '@tranche/db';
import { eq } from 'drizzle-orm';

const { identityBlockedSubjects } = schema;

/** AUTH_MODE=cognito: subjects an operator disabled or deleted; the API refuses their tokens. */
export function createBlockedSubjectsRepo(db: Db) {
  return {
    async block(sub: string, reason: 'disabled' | 'deleted'): Promise<void> {
      await db
        .insert(identityBlockedSubjects)
        .values({ sub, reason })
        .onConflictDoUpdate({ target: identityBlockedSubjects.sub, set: { reason, createdAt: new Date() } });
    },
    async unblock(sub: string): Promise<void> {
      await db.delete(identityBlockedSubjects).where(eq(identityBlockedSubjects.sub, sub));
    },
    async isBlocked(sub: string): Promise<boolean> {
      const [row] = await db
        .select({ sub: identityBlockedSubjects.sub })
        .from(identityBlockedSubjects)
        .where(eq(identityBlockedSubjects.sub, sub));
      return row !== undefined;
    },
  };
}

export type BlockedSubjectsRepo = ReturnType<typeof createBlockedSubjectsRepo>;
