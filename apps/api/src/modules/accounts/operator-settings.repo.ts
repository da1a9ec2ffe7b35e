import { type Db, schema } from '@tranche/db';
import { eq, sql } from 'drizzle-orm';

const { operatorSettings } = schema;

/** The stored value of one operator setting, undefined when never set. */
export async function findOperatorSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: operatorSettings.value })
    .from(operatorSettings)
    .where(eq(operatorSettings.key, key));
  return row?.value;
}

/** Stores one operator setting, noting who changed it. */
export async function saveOperatorSetting(db: Db, key: string, value: unknown, by: string): Promise<void> {
  await db
    .insert(operatorSettings)
    .values({ key, value, updatedBy: by })
    .onConflictDoUpdate({
      target: operatorSettings.key,
      set: { value, updatedBy: by, updatedAt: sql`now()` },
    });
}
