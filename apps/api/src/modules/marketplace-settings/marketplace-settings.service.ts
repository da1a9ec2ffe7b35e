import type { MarketplaceSettingsVersionDto, SaveMarketplaceSettingsBody } from '@tranche/contracts';
import type { Db } from '@tranche/db';
import {
  DEFAULT_MARKETPLACE_SETTINGS,
  type MarketplaceSettings,
  marketplaceSettingsSchema,
} from '@tranche/domain';
import {
  insertSettings,
  latestSettings,
  type MarketplaceSettingsRow,
  settingsVersions,
} from './marketplace-settings.repo';

/** How many versions the history answers (newest first). */
const HISTORY_LIMIT = 50;

/** A stored version, read through the domain's rules (a row the rules no longer accept fails loudly). */
const settingsOf = (row: MarketplaceSettingsRow): MarketplaceSettings =>
  marketplaceSettingsSchema.parse(row.settings) as MarketplaceSettings;

const versionDto = (row: MarketplaceSettingsRow): MarketplaceSettingsVersionDto => ({
  settings: marketplaceSettingsSchema.parse(row.settings),
  id: row.id,
  reason: row.reason,
  changedBy: row.changedBy,
  changedAt: row.createdAt.toISOString(),
});

const DEFAULT_VERSION: MarketplaceSettingsVersionDto = {
  // Parsed like a saved version: the defaults obey the rules an operator's version must.
  settings: marketplaceSettingsSchema.parse(DEFAULT_MARKETPLACE_SETTINGS),
  id: null,
  reason: null,
  changedBy: null,
  changedAt: null,
};

/**
 * The rules in force for every rating, price, limit, fee and schedule computed now: the newest
 * version an operator saved, or the documented defaults. Read where it is used (one indexed row),
 * so every process sees a change at once.
 */
export async function marketplaceSettingsInForce(db: Db): Promise<MarketplaceSettings> {
  const row = await latestSettings(db);
  return row ? settingsOf(row) : DEFAULT_MARKETPLACE_SETTINGS;
}

export async function currentSettingsVersion(db: Db): Promise<MarketplaceSettingsVersionDto> {
  const row = await latestSettings(db);
  return row ? versionDto(row) : DEFAULT_VERSION;
}

export async function settingsHistory(db: Db): Promise<MarketplaceSettingsVersionDto[]> {
  return (await settingsVersions(db, HISTORY_LIMIT)).map(versionDto);
}

/** Saves a new version (never changes an old one: assets and ratings keep what they were priced with). */
export async function saveMarketplaceSettings(
  db: Db,
  body: SaveMarketplaceSettingsBody,
  changedBy: string,
): Promise<MarketplaceSettingsVersionDto> {
  const row = await insertSettings(db, {
    settings: body.settings as unknown as Record<string, unknown>,
    reason: body.reason.trim(),
    changedBy,
  });
  return versionDto(row);
}
