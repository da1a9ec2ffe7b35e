import type { TrackedEvent } from '@tranche/contracts';
import type { Db } from '@tranche/db';
import { schema } from '@tranche/db';
import { count, desc, gte, sql } from 'drizzle-orm';

/**
 * Stores a batch of events of one caller (null before sign-in) with the company the caller belongs
 * to at that moment, read in the same statement.
 */
export async function insertEvents(db: Db, events: TrackedEvent[], userSub: string | null): Promise<void> {
  const accountId = userSub
    ? sql<
        string | null
      >`(select ${schema.profiles.accountId} from ${schema.profiles} where ${schema.profiles.sub} = ${userSub})`
    : null;
  await db.insert(schema.appEvents).values(
    events.map((event) => ({
      name: event.name,
      path: event.path ?? null,
      properties: event.properties ?? {},
      userSub,
      accountId,
    })),
  );
}

export interface StoredEvent {
  name: string;
  path: string | null;
  userSub: string | null;
  accountId: string | null;
}

/** The newest events, newest first, with who reported them. */
export async function latestEvents(db: Db, limit: number): Promise<StoredEvent[]> {
  return db
    .select({
      name: schema.appEvents.name,
      path: schema.appEvents.path,
      userSub: schema.appEvents.userSub,
      accountId: schema.appEvents.accountId,
    })
    .from(schema.appEvents)
    .orderBy(desc(schema.appEvents.id))
    .limit(limit);
}

export async function countEventsByName(db: Db, since: Date): Promise<{ name: string; count: number }[]> {
  return db
    .select({ name: schema.appEvents.name, count: count() })
    .from(schema.appEvents)
    .where(gte(schema.appEvents.createdAt, since))
    .groupBy(schema.appEvents.name)
    .orderBy(schema.appEvents.name);
}
