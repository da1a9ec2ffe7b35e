import type { Db } from '@tranche/db';
import { schema } from '@tranche/db';
import { and, eq, isNull, sql } from 'drizzle-orm';

const { identityCodes } = schema;

export type CodeRow = typeof identityCodes.$inferSelect;

/** One live code per user and purpose; a new one replaces the old. */
export function createCodesRepo(db: Db) {
  return {
    async put(input: {
      sub: string;
      purpose: string;
      codeHash: string;
      target?: string | null;
      expiresAt: Date;
    }): Promise<void> {
      const values = {
        ...input,
        target: input.target ?? null,
        attempts: 0,
        consumedAt: null,
        createdAt: new Date(),
      };
      await db
        .insert(identityCodes)
        .values(values)
        .onConflictDoUpdate({ target: [identityCodes.sub, identityCodes.purpose], set: values });
    },
    async find(sub: string, purpose: string): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(identityCodes)
        .where(and(eq(identityCodes.sub, sub), eq(identityCodes.purpose, purpose)));
      return row;
    },
    /** Counts a wrong try; returns the tries so far. */
    async recordFailure(id: number): Promise<number> {
      const [row] = await db
        .update(identityCodes)
        .set({ attempts: sql`${identityCodes.attempts} + 1` })
        .where(eq(identityCodes.id, id))
        .returning({ attempts: identityCodes.attempts });
      return row?.attempts ?? Number.POSITIVE_INFINITY;
    },
    /** Marks the code used; false when another request used it first. */
    async consume(id: number): Promise<boolean> {
      const rows = await db
        .update(identityCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(identityCodes.id, id), isNull(identityCodes.consumedAt)))
        .returning({ id: identityCodes.id });
      return rows.length > 0;
    },
  };
}

export type CodesRepo = ReturnType<typeof createCodesRepo>;
