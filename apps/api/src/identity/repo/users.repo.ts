import type { Db } from '@tranche/db';
import { schema } from '@tranche/db';
import { and, asc, eq, gt, ilike, sql } from 'drizzle-orm';

const { identityUsers } = schema;

export type UserRow = typeof identityUsers.$inferSelect;
export type NewUserRow = typeof identityUsers.$inferInsert;
export type UserPatch = Partial<Omit<NewUserRow, 'sub' | 'createdAt'>>;

/** Users of the embedded pool; emails are stored lower-cased. */
export function createUsersRepo(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(identityUsers)
        .where(eq(identityUsers.email, email.trim().toLowerCase()));
      return row;
    },
    async findBySub(sub: string): Promise<UserRow | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(sub)) return undefined;
      const [row] = await db.select().from(identityUsers).where(eq(identityUsers.sub, sub));
      return row;
    },
    /** Inserts unless the email is taken; returns undefined then. */
    async insert(user: NewUserRow): Promise<UserRow | undefined> {
      const [row] = await db.insert(identityUsers).values(user).onConflictDoNothing().returning();
      return row;
    },
    async update(sub: string, patch: UserPatch): Promise<UserRow | undefined> {
      const [row] = await db
        .update(identityUsers)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(identityUsers.sub, sub))
        .returning();
      return row;
    },
    async addGroup(sub: string, group: string): Promise<void> {
      await db
        .update(identityUsers)
        .set({
          groups: sql`array_append(array_remove(${identityUsers.groups}, ${group}), ${group})`,
          updatedAt: new Date(),
        })
        .where(eq(identityUsers.sub, sub));
    },
    async delete(sub: string): Promise<boolean> {
      const rows = await db
        .delete(identityUsers)
        .where(eq(identityUsers.sub, sub))
        .returning({ sub: identityUsers.sub });
      return rows.length > 0;
    },
    /** Pages by sub; `emailPrefix` filters like Cognito's `email ^= "…"`. */
    async list(options: { limit: number; after?: string; emailPrefix?: string }): Promise<UserRow[]> {
      const conditions = [
        options.after ? gt(identityUsers.sub, options.after) : undefined,
        options.emailPrefix
          ? ilike(identityUsers.email, `${options.emailPrefix.replace(/[\\%_]/g, '\\$&')}%`)
          : undefined,
      ].filter((condition) => condition !== undefined);
      return db
        .select()
        .from(identityUsers)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(asc(identityUsers.sub))
        .limit(options.limit);
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
