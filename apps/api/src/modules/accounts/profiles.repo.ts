import { type Db, schema } from '@tranche/db';
import { and, count, eq, ne, sql } from 'drizzle-orm';

export type ProfileRow = typeof schema.profiles.$inferSelect;
export type ProfilePatch = Partial<Omit<typeof schema.profiles.$inferInsert, 'sub' | 'createdAt'>>;

const { profiles } = schema;

export async function findProfile(db: Db, sub: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.sub, sub));
  return row;
}

export async function findProfileByEmail(db: Db, email: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.email, email.toLowerCase()));
  return row;
}

function callerQuery(db: Db) {
  return db
    .select({ profile: profiles, account: schema.accounts })
    .from(profiles)
    .leftJoin(schema.accounts, eq(schema.accounts.id, profiles.accountId))
    .where(eq(profiles.sub, sql.placeholder('sub')))
    .prepare('find_profile_with_account');
}
const callerQueries = new WeakMap<Db, ReturnType<typeof callerQuery>>();

/**
 * A user's profile and (once created) their company in one round trip: every authenticated
 * request reads its caller, so this is the query the API runs most — built once per database and
 * sent as a named prepared statement (PostgreSQL parses and plans it once per connection).
 */
export async function findProfileWithAccount(
  db: Db,
  sub: string,
): Promise<{ profile: ProfileRow; account: typeof schema.accounts.$inferSelect | null } | undefined> {
  let query = callerQueries.get(db);
  if (!query) {
    query = callerQuery(db);
    callerQueries.set(db, query);
  }
  const [row] = await query.execute({ sub });
  return row;
}

/** The caller's profile, created on first sight from the token's subject and email. */
export async function ensureProfile(db: Db, sub: string, email: string): Promise<ProfileRow> {
  await db
    .insert(profiles)
    .values({ sub, email: email.toLowerCase() })
    .onConflictDoNothing({ target: profiles.sub });
  return (await findProfile(db, sub))!;
}

export async function updateProfile(db: Db, sub: string, patch: ProfilePatch): Promise<ProfileRow> {
  const [row] = await db
    .update(profiles)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(profiles.sub, sub))
    .returning();
  return row!;
}

/** One page of a company's users (every company's, for `null`), without deleted ones. */
export async function listAccountProfiles(
  db: Db,
  accountId: string | null,
  page: { limit: number; offset: number },
): Promise<{ rows: ProfileRow[]; total: number }> {
  const notDeleted = ne(profiles.status, 'DELETED');
  const where = accountId === null ? notDeleted : and(eq(profiles.accountId, accountId), notDeleted);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(profiles)
      .where(where)
      .orderBy(profiles.createdAt, profiles.sub)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(profiles).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
