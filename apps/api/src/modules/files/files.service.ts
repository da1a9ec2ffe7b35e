import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  ACCEPTED_EXTENSIONS,
  FILE_MESSAGES,
  FILE_ROOM_CONTENT_TYPES,
  type FilePurpose,
  MAX_UPLOAD_BYTES,
} from '@tranche/contracts';
import type { Container } from '../../container';
import { AppError } from '../../lib/app-error';
import { fillTemplate } from '../../lib/fill-template';
import { fileRoomError, matchingContent } from './file-room-content';
import { fileStoreOf } from './file-store';
import { deleteUploadedFile, findUploadedFile, insertUploadedFile, type UploadedFileRow } from './files.repo';

export const fileError = (
  status: number,
  code: keyof typeof FILE_MESSAGES,
  params: Record<string, string> = {},
) => new AppError(status, code, fillTemplate(FILE_MESSAGES[code], params));

/** The name to show: the last path segment, without control characters, at most 255 characters. */
export function displayName(fileName: string): string {
  const base = path.posix.basename(fileName.replaceAll('\\', '/'));
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return (clean || 'upload').slice(0, 255);
}

/** The ending a file name declares, lower case with the dot ('' when none). */
export function extensionOf(fileName: string): string {
  return path.extname(displayName(fileName)).toLowerCase();
}

export function checkFileType(fileName: string, purpose: FilePurpose): void {
  const extension = extensionOf(fileName);
  if (!ACCEPTED_EXTENSIONS[purpose].includes(extension)) {
    if (purpose === 'file-room') {
      throw fileRoomError(400, 'FILE_ROOM_UNSUPPORTED_TYPE', {
        extension: extension || displayName(fileName),
      });
    }
    throw fileError(400, 'UNSUPPORTED_FILE_TYPE', { extension: extension || displayName(fileName) });
  }
}

const SNIFF_BYTES = 8 * 1024;
const ZIP_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1');
const OLE_MAGIC = Buffer.from('d0cf11e0a1b11ae1', 'hex');

/**
 * Refuses binary content under a text name (an .xlsx renamed to .csv, a zip, an image): its first
 * bytes carry a zip or Office signature or a NUL byte. UTF-16 text is refused too, since every
 * other byte of it is NUL; spreadsheets save CSV as UTF-8 when asked.
 */
async function* textOnly(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let seen = 0;
  for await (const chunk of source) {
    if (seen < SNIFF_BYTES) {
      const head = chunk.subarray(0, SNIFF_BYTES - seen);
      const signature =
        seen === 0 && (head.subarray(0, 4).equals(ZIP_MAGIC) || head.subarray(0, 8).equals(OLE_MAGIC));
      if (signature || head.includes(0)) throw fileError(400, 'FILE_NOT_TEXT');
      seen += head.length;
    }
    yield chunk;
  }
}

function isTooLarge(error: unknown): boolean {
  return (error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Saves an upload: type checked by name, bytes streamed to the store (hashed on the way, never
 * held in memory), then the row. The store write comes first so a row never points at nothing.
 */
export async function saveUpload(
  container: Container,
  owner: { accountId: string; sub: string },
  upload: {
    fileName: string;
    contentType: string;
    stream: Readable;
    /** True when the parser stopped at the size limit (the stream then just ends early). */
    truncated(): boolean;
  },
  purpose: FilePurpose,
  placement: { folder: string; tags: string[] } = { folder: '', tags: [] },
): Promise<UploadedFileRow> {
  checkFileType(upload.fileName, purpose);
  const extension = extensionOf(upload.fileName);
  // File-room files are served as the type their ending names, so their bytes must match it.
  const checked =
    purpose === 'file-room' ? matchingContent(upload.stream, extension) : textOnly(upload.stream);
  const store = fileStoreOf(container);
  const id = randomUUID();
  const storageKey = `${owner.accountId}/${id}`;
  const tooLarge = () =>
    fileError(413, 'FILE_TOO_LARGE', { limitMb: String(MAX_UPLOAD_BYTES / 1024 / 1024) });
  let stored: { size: number; sha256: string };
  try {
    stored = await store.put(storageKey, Readable.from(checked));
  } catch (error) {
    upload.stream.resume();
    throw isTooLarge(error) ? tooLarge() : error;
  }
  if (upload.truncated()) {
    await store.remove(storageKey);
    throw tooLarge();
  }
  if (stored.size === 0) {
    await store.remove(storageKey);
    throw fileError(400, 'EMPTY_FILE');
  }
  const values = {
    id,
    accountId: owner.accountId,
    uploadedBy: owner.sub,
    fileName: displayName(upload.fileName),
    contentType:
      (purpose === 'file-room' ? FILE_ROOM_CONTENT_TYPES[extension] : upload.contentType.slice(0, 100)) ||
      'application/octet-stream',
    sizeBytes: stored.size,
    sha256: stored.sha256,
    storageKey,
    purpose,
    ...placement,
  };
  try {
    return await insertUploadedFile(container.database.db, values);
  } catch (error) {
    await store.remove(storageKey);
    throw error;
  }
}

/** Takes back an upload that was saved but not acknowledged (its request failed later): row and bytes. */
export async function discardUpload(container: Container, row: UploadedFileRow): Promise<void> {
  await deleteUploadedFile(container.database.db, row.id);
  await fileStoreOf(container).remove(row.storageKey);
}

/** A company's file or 404 (another company's file is not found, never forbidden). */
export async function getCompanyFile(
  container: Container,
  accountId: string,
  id: string,
): Promise<UploadedFileRow> {
  const row = await findUploadedFile(container.database.db, accountId, id);
  if (!row) throw fileError(404, 'FILE_NOT_FOUND');
  return row;
}
