import type { TrackedEvent } from '@tranche/contracts';
import type { Db } from '@tranche/db';
import { schema } from '@tranche/db';
import { count, gte } from 'drizzle-orm';

export async function insertEvents(db: Db, events: TrackedEvent[], userSub: string | null): Promise<void> {
  await db.insert(schema.appEvents).values(
    events.map((event) => ({
      name: event.name,
      path: event.path ?? null,
      properties: event.properties ?? {},
      userSub,
    })),
  );
}

export async function countEventsByName(db: Db, since: Date): Promise<{ name: string; count: number }[]> {
  return db
    .select({ name: schema.appEvents.name, count: count() })
    .from(schema.appEvents)
    .where(gte(schema.appEvents.createdAt, since))
    .groupBy(schema.appEvents.name)
    .orderBy(schema.appEvents.name);
}
