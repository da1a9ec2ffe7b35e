import { EXCLUDED_NOTIFICATION_TYPES } from '@tranche/contracts';
import { type Db, schema } from '@tranche/db';
import { and, count, eq, inArray, isNull, notInArray, or, type SQL } from 'drizzle-orm';

const { notifications: n, notificationMailSettings: settings, profiles } = schema;

export type NotificationRow = typeof n.$inferSelect;

/** Whose notifications a caller sees: its company's, addressed to the company or to the caller. */
export interface NotificationScope {
  accountId: string;
  sub: string;
}

/** The scope plus spec §9's rule that the excluded kinds never appear in a list or a count. */
const visible = (scope: NotificationScope, where: SQL | undefined) =>
  and(
    eq(n.accountId, scope.accountId),
    or(isNull(n.userSub), eq(n.userSub, scope.sub)),
    notInArray(n.type, [...EXCLUDED_NOTIFICATION_TYPES]),
    where,
  );

export async function listNotifications(
  db: Db,
  scope: NotificationScope,
  page: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(n)
    .where(visible(scope, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countNotifications(
  db: Db,
  scope: NotificationScope,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db.select({ count: count() }).from(n).where(visible(scope, where));
  return row?.count ?? 0;
}

/** Marks the visible unread notifications the filter matches as read; returns how many changed. */
export async function markNotificationsRead(
  db: Db,
  scope: NotificationScope,
  where: SQL | undefined,
): Promise<number> {
  const changed = await db
    .update(n)
    .set({ readClient: true })
    .where(and(visible(scope, where), eq(n.readClient, false)))
    .returning({ id: n.id });
  return changed.length;
}

export async function insertNotification(db: Db, values: typeof n.$inferInsert): Promise<NotificationRow> {
  const [row] = await db.insert(n).values(values).returning();
  return row!;
}

/** The user's chosen mail types; null while the user never chose (the defaults apply). */
export async function findMailTypes(db: Db, sub: string): Promise<string[] | null> {
  const [row] = await db
    .select({ mailTypes: settings.mailTypes })
    .from(settings)
    .where(eq(settings.sub, sub));
  return row?.mailTypes ?? null;
}

export async function saveMailTypes(db: Db, sub: string, mailTypes: string[]): Promise<void> {
  await db
    .insert(settings)
    .values({ sub, mailTypes })
    .onConflictDoUpdate({ target: settings.sub, set: { mailTypes, updatedAt: new Date() } });
}

/** The company's active users with their language and mail choice (null: never chose). */
export async function companyRecipients(db: Db, accountId: string, subs?: string[]) {
  return db
    .select({
      sub: profiles.sub,
      email: profiles.email,
      language: profiles.language,
      mailTypes: settings.mailTypes,
    })
    .from(profiles)
    .leftJoin(settings, eq(settings.sub, profiles.sub))
    .where(
      and(
        eq(profiles.accountId, accountId),
        eq(profiles.status, 'ACTIVE'),
        subs ? inArray(profiles.sub, subs) : undefined,
      ),
    );
}
