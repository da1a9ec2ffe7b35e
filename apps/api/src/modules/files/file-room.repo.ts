import { type Db, schema } from '@tranche/db';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { UploadedFileRow } from './files.repo';

const { uploadedFiles, fileShares, assets, accounts, orders } = schema;
export type FileShareRow = typeof fileShares.$inferSelect;
export type AssetRow = typeof assets.$inferSelect;

export async function updateUploadedFile(
  db: Db,
  accountId: string,
  id: string,
  values: Partial<Pick<UploadedFileRow, 'fileName' | 'folder' | 'tags' | 'deleted'>>,
): Promise<UploadedFileRow | undefined> {
  const [row] = await db
    .update(uploadedFiles)
    .set(values)
    .where(
      and(eq(uploadedFiles.accountId, accountId), eq(uploadedFiles.id, id), eq(uploadedFiles.deleted, false)),
    )
    .returning();
  return row;
}

/** One of the client's own assets that is not deleted. */
export async function findClientAsset(db: Db, accountId: string, assetId: string) {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.accountId, accountId), eq(assets.id, assetId), isNull(assets.deletedAt)));
  return row;
}

export async function findInvestorCompany(db: Db, investorAccountId: string) {
  const [row] = await db
    .select({ id: accounts.id, companyName: accounts.companyName })
    .from(accounts)
    .where(and(eq(accounts.id, investorAccountId), eq(accounts.kind, 'INVESTOR')));
  return row;
}

/** Investor companies that placed an order on one of the client's assets. */
export function biddingInvestors(db: Db, accountId: string) {
  return db
    .selectDistinct({ id: accounts.id, companyName: accounts.companyName })
    .from(orders)
    .innerJoin(assets, eq(assets.id, orders.assetId))
    .innerJoin(accounts, eq(accounts.id, orders.investorAccountId))
    .where(eq(assets.accountId, accountId))
    .orderBy(asc(accounts.companyName), asc(accounts.id));
}

export function shareableAssets(db: Db, accountId: string): Promise<AssetRow[]> {
  return db
    .select()
    .from(assets)
    .where(
      and(
        eq(assets.accountId, accountId),
        isNull(assets.deletedAt),
        inArray(assets.status, ['OPEN', 'COMPLETED']),
      ),
    )
    .orderBy(desc(assets.createdAt), desc(assets.id));
}

/** Adds a share; sharing twice with the same target keeps the first one. */
export async function insertShare(db: Db, values: typeof fileShares.$inferInsert): Promise<void> {
  await db.insert(fileShares).values(values).onConflictDoNothing();
}

export async function deleteShare(
  db: Db,
  accountId: string,
  fileId: string,
  shareId: string,
): Promise<boolean> {
  const rows = await db
    .delete(fileShares)
    .where(
      and(eq(fileShares.accountId, accountId), eq(fileShares.fileId, fileId), eq(fileShares.id, shareId)),
    )
    .returning({ id: fileShares.id });
  return rows.length > 0;
}

/** A client's shares, of one file or of all, with what they point at. */
export function sharesOf(db: Db, accountId: string, fileId?: string) {
  return db
    .select({
      share: fileShares,
      asset: assets,
      investor: { id: accounts.id, companyName: accounts.companyName },
    })
    .from(fileShares)
    .leftJoin(assets, eq(assets.id, fileShares.assetId))
    .leftJoin(accounts, eq(accounts.id, fileShares.investorAccountId))
    .where(and(eq(fileShares.accountId, accountId), fileId ? eq(fileShares.fileId, fileId) : undefined))
    .orderBy(asc(fileShares.createdAt), asc(fileShares.id));
}

/**
 * The shares that show a file to this investor: shared with the investor's company by name, or
 * for an asset that is on the market or that the investor holds (its bid was accepted).
 */
function visibleTo(investorAccountId: string): SQL {
  const holds = sql`exists (select 1 from ${orders} where ${orders.assetId} = ${assets.id} and ${orders.investorAccountId} = ${investorAccountId} and ${orders.status} = 'ACCEPTED')`;
  return or(
    eq(fileShares.investorAccountId, investorAccountId),
    and(isNull(assets.deletedAt), or(eq(assets.status, 'OPEN'), holds)),
  )!;
}

export function filesSharedWith(db: Db, investorAccountId: string, fileId?: string) {
  const owner = schema.accounts;
  return db
    .select({ file: uploadedFiles, asset: assets, companyName: owner.companyName })
    .from(fileShares)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, fileShares.fileId))
    .innerJoin(owner, eq(owner.id, fileShares.accountId))
    .leftJoin(assets, eq(assets.id, fileShares.assetId))
    .where(
      and(
        eq(uploadedFiles.deleted, false),
        eq(uploadedFiles.purpose, 'file-room'),
        fileId ? eq(uploadedFiles.id, fileId) : undefined,
        visibleTo(investorAccountId),
      ),
    )
    .orderBy(
      asc(owner.companyName),
      desc(assets.createdAt),
      asc(uploadedFiles.folder),
      asc(uploadedFiles.fileName),
    );
}
