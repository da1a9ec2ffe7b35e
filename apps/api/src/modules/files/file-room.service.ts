import type { FileShare, FileShareCreate, SharedAsset, SharedFile, ShareTargets } from '@tranche/contracts';
import type { Container } from '../../container';
import {
  type AssetRow,
  biddingInvestors,
  deleteShare,
  filesSharedWith,
  findClientAsset,
  findInvestorCompany,
  insertShare,
  shareableAssets,
  sharesOf,
  updateUploadedFile,
} from './file-room.repo';
import { fileRoomError } from './file-room-content';
import type { UploadedFileRow } from './files.repo';
import { extensionOf, fileError, getCompanyFile } from './files.service';

export function toSharedAsset(row: AssetRow): SharedAsset {
  return {
    id: row.id,
    status: row.status,
    currency: row.currency,
    faceMinor: row.faceMinor,
    contractLengthMonths: row.contractLengthMonths,
    grade: row.grade,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One of the client's file-room files (CSV uploads and deleted files are not found here). */
async function roomFile(container: Container, accountId: string, id: string): Promise<UploadedFileRow> {
  const row = await getCompanyFile(container, accountId, id);
  if (row.purpose !== 'file-room') throw fileError(404, 'FILE_NOT_FOUND');
  return row;
}

/**
 * Rename, move or retag a file-room file. A new name keeps the ending: the stored type (and so
 * how the file is previewed) was decided by it at upload.
 */
export async function updateFileRoomFile(
  container: Container,
  accountId: string,
  id: string,
  patch: { fileName?: string; folder?: string; tags?: string[] },
): Promise<UploadedFileRow> {
  const current = await roomFile(container, accountId, id);
  const extension = extensionOf(current.fileName);
  if (patch.fileName !== undefined && extensionOf(patch.fileName) !== extension) {
    throw fileRoomError(400, 'RENAME_CHANGES_TYPE', { extension });
  }
  const row = await updateUploadedFile(container.database.db, accountId, id, patch);
  if (!row) throw fileError(404, 'FILE_NOT_FOUND');
  return row;
}

/**
 * Spec "Uploaded file: deleted flag": deleting only sets the flag, so the file leaves every list
 * and every share at once; the bytes stay in the store.
 */
export async function deleteFileRoomFile(container: Container, accountId: string, id: string): Promise<void> {
  await roomFile(container, accountId, id);
  const row = await updateUploadedFile(container.database.db, accountId, id, { deleted: true });
  if (!row) throw fileError(404, 'FILE_NOT_FOUND');
}

export async function fileShares(
  container: Container,
  accountId: string,
  fileId?: string,
): Promise<FileShare[]> {
  if (fileId) await roomFile(container, accountId, fileId);
  const rows = await sharesOf(container.database.db, accountId, fileId);
  return rows.map(({ share, asset, investor }) => ({
    id: share.id,
    fileId: share.fileId,
    asset: asset ? toSharedAsset(asset) : null,
    investor: investor ? { id: investor.id, companyName: investor.companyName ?? '' } : null,
    createdAt: share.createdAt.toISOString(),
  }));
}

/** Shares a file with an asset's investors or with one investor company; the client's decision alone. */
export async function shareFile(
  container: Container,
  caller: { accountId: string; sub: string },
  fileId: string,
  target: FileShareCreate,
): Promise<FileShare[]> {
  const { db } = container.database;
  await roomFile(container, caller.accountId, fileId);
  const found =
    'assetId' in target
      ? await findClientAsset(db, caller.accountId, target.assetId)
      : await findInvestorCompany(db, target.investorAccountId);
  if (!found) throw fileRoomError(404, 'SHARE_TARGET_NOT_FOUND');
  await insertShare(db, { fileId, accountId: caller.accountId, createdBy: caller.sub, ...target });
  return fileShares(container, caller.accountId, fileId);
}

export async function unshareFile(container: Container, accountId: string, fileId: string, shareId: string) {
  if (!(await deleteShare(container.database.db, accountId, fileId, shareId))) {
    throw fileRoomError(404, 'SHARE_NOT_FOUND');
  }
}

export async function shareTargets(container: Container, accountId: string): Promise<ShareTargets> {
  const { db } = container.database;
  const [assets, investors] = await Promise.all([
    shareableAssets(db, accountId),
    biddingInvestors(db, accountId),
  ]);
  return {
    assets: assets.map(toSharedAsset),
    investors: investors.map((row) => ({ id: row.id, companyName: row.companyName ?? '' })),
  };
}

export async function filesForInvestor(
  container: Container,
  investorAccountId: string,
): Promise<SharedFile[]> {
  const rows = await filesSharedWith(container.database.db, investorAccountId);
  return rows.map(({ file, asset, companyName }) => ({
    id: file.id,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.sizeBytes,
    folder: file.folder,
    createdAt: file.createdAt.toISOString(),
    companyName: companyName ?? '',
    asset: asset ? toSharedAsset(asset) : null,
  }));
}

/** A file an investor may open: shared with them and still visible, else not found (never forbidden). */
export async function getSharedFile(
  container: Container,
  investorAccountId: string,
  fileId: string,
): Promise<UploadedFileRow> {
  const [row] = await filesSharedWith(container.database.db, investorAccountId, fileId);
  if (!row) throw fileError(404, 'FILE_NOT_FOUND');
  return row.file;
}
