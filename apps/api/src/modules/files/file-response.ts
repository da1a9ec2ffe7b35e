import { PREVIEW_CONTENT_TYPES } from '@tranche/contracts';
import type { FastifyReply } from 'fastify';
import type { FileStore } from './file-store';
import type { UploadedFileRow } from './files.repo';

/** RFC 6266 / 5987: an ASCII fallback and the exact UTF-8 name. */
function disposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range within the file; null for none or an unusable one. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1]!, match[2]!];
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start > end || start >= size ? 'invalid' : { start, end };
}

/**
 * Sends a stored file. A preview (inline) goes out only for PDF, images and plain text, under a
 * sandboxing Content-Security-Policy so a crafted file cannot run script on our origin; every other
 * type, and every download, is an attachment of unknown type. Single byte ranges let a PDF viewer
 * fetch pages as it needs them.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  store: FileStore,
  row: UploadedFileRow,
  options: { inline: boolean; range: string | undefined },
) {
  const inline = options.inline && PREVIEW_CONTENT_TYPES.includes(row.contentType);
  const contentType = inline
    ? row.contentType.startsWith('text/')
      ? `${row.contentType}; charset=utf-8`
      : row.contentType
    : 'application/octet-stream';
  reply
    .header('content-type', contentType)
    .header('content-disposition', disposition(inline ? 'inline' : 'attachment', row.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'")
    .header('cache-control', 'private, no-store')
    .header('accept-ranges', 'bytes');
  const range = parseRange(options.range, row.sizeBytes);
  if (range === 'invalid') {
    return reply.status(416).header('content-range', `bytes */${row.sizeBytes}`).send();
  }
  if (range) {
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${row.sizeBytes}`)
      .header('content-length', String(range.end - range.start + 1))
      .send(await store.open(row.storageKey, range));
  }
  return reply.header('content-length', String(row.sizeBytes)).send(await store.open(row.storageKey));
}
