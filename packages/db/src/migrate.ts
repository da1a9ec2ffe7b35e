import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** An arbitrary constant naming Tranche's migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_KEY = 7_340_011;

/** Applies every pending SQL migration; safe on each start, also from several processes at once. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, () =>
    migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder }),
  );
}
