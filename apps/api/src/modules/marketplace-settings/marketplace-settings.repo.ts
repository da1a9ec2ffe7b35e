import { type Db, schema } from '@tranche/db';
import { desc } from 'drizzle-orm';

const { marketplaceSettings } = schema;

export type MarketplaceSettingsRow = typeof marketplaceSettings.$inferSelect;

/** The newest saved version, if any. */
export async function latestSettings(db: Db): Promise<MarketplaceSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(marketplaceSettings)
    .orderBy(desc(marketplaceSettings.createdAt), desc(marketplaceSettings.id))
    .limit(1);
  return row;
}

export function settingsVersions(db: Db, limit: number): Promise<MarketplaceSettingsRow[]> {
  return db
    .select()
    .from(marketplaceSettings)
    .orderBy(desc(marketplaceSettings.createdAt), desc(marketplaceSettings.id))
    .limit(limit);
}

export async function insertSettings(
  db: Db,
  values: Pick<MarketplaceSettingsRow, 'settings' | 'reason' | 'changedBy'>,
): Promise<MarketplaceSettingsRow> {
  const [row] = await db.insert(marketplaceSettings).values(values).returning();
  return row!;
}
