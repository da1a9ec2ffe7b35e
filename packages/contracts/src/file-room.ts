import { z } from 'zod';
import { isCleanText } from './text';

/**
 * The file room (Settings → File Room): a client's documents in folders with tags, each shown to
 * investors only when the client shares it — with the investors of one of its assets or with one
 * named investor company.
 */

/** The type a file-room file is stored and served as, by its ending (never the type a browser sent). */
export const FILE_ROOM_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.csv': 'text/csv',
  '.txt': 'text/plain',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Types a browser may show inline (preview); anything else is only downloaded. */
export const PREVIEW_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'text/plain',
  'text/csv',
];

export const MAX_FOLDER_LENGTH = 200;
export const MAX_FOLDER_SEGMENT = 60;
export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 40;

export const FILE_ROOM_MESSAGES = {
  FILE_ROOM_UNSUPPORTED_TYPE:
    'Unsupported file type: {{extension}}. Upload PDF, PNG, JPEG, WebP, CSV, XLSX, DOCX or TXT files.',
  FILE_CONTENT_MISMATCH: 'The content of this file does not match its type ({{extension}}).',
  INVALID_FOLDER:
    'A folder is a path like "Due diligence/2024": at most 200 characters, names of at most 60 characters separated by "/".',
  INVALID_TAGS: 'Use at most 10 tags of at most 40 characters each, without commas.',
  SHARE_TARGET_NOT_FOUND: 'Asset or investor not found',
  SHARE_NOT_FOUND: 'Share not found',
  RENAME_CHANGES_TYPE: 'Keep the ending {{extension}} when renaming this file.',
} as const;
export type FileRoomMessageCode = keyof typeof FILE_ROOM_MESSAGES;

/**
 * A folder path as stored: segments trimmed, empty ones dropped, joined by "/"; '' is the top.
 * Null when it breaks the rule (control characters, "." or ".." segments, too long).
 */
export function normaliseFolder(value: string): string | null {
  const segments = value
    .split('/')
    .map((segment) => segment.trim())
    .filter(Boolean);
  const bad = segments.some(
    (segment) =>
      segment === '.' ||
      segment === '..' ||
      segment.length > MAX_FOLDER_SEGMENT ||
      !isCleanText(segment, 'single-line'),
  );
  const folder = segments.join('/');
  return bad || folder.length > MAX_FOLDER_LENGTH ? null : folder;
}

/** Tags as stored: trimmed, empty ones dropped, duplicates (ignoring case) once; null when invalid. */
export function normaliseTags(values: readonly string[]): string[] | null {
  const tags: string[] = [];
  for (const raw of values) {
    const tag = raw.trim();
    if (!tag) continue;
    if (tag.length > MAX_TAG_LENGTH || tag.includes(',') || !isCleanText(tag, 'single-line')) return null;
    if (!tags.some((seen) => seen.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  return tags.length > MAX_TAGS ? null : tags;
}

export const folderSchema = z.string().transform((value, context) => {
  const folder = normaliseFolder(value);
  if (folder === null) {
    context.addIssue({ code: 'custom', message: FILE_ROOM_MESSAGES.INVALID_FOLDER });
    return z.NEVER;
  }
  return folder;
});

export const tagsSchema = z.array(z.string().max(200)).transform((values, context) => {
  const tags = normaliseTags(values);
  if (tags === null) {
    context.addIssue({ code: 'custom', message: FILE_ROOM_MESSAGES.INVALID_TAGS });
    return z.NEVER;
  }
  return tags;
});

/** `PATCH /api/file/{id}`: rename, move to a folder, retag. */
export const fileRoomPatchSchema = z
  .object({
    fileName: z
      .string()
      .trim()
      .min(1)
      .max(255)
      .refine((value) => isCleanText(value) && !value.includes('/') && !value.includes('\\'), {
        error: 'must be a file name without control characters or slashes',
      })
      .optional(),
    folder: folderSchema.optional(),
    tags: tagsSchema.optional(),
  })
  .strict();
export type FileRoomPatch = z.input<typeof fileRoomPatchSchema>;

/** What an investor (and the client choosing) sees of an asset a file is shared for. */
export const sharedAssetSchema = z.object({
  id: z.uuid(),
  status: z.enum(['OPEN', 'COMPLETED', 'CANCELED']),
  currency: z.string(),
  faceMinor: z.int(),
  contractLengthMonths: z.int(),
  grade: z.string(),
  createdAt: z.iso.datetime(),
});
export type SharedAsset = z.infer<typeof sharedAssetSchema>;

export const shareInvestorSchema = z.object({ id: z.uuid(), companyName: z.string() });

/** `POST /api/file/{id}/shares`: exactly one of the two targets. */
export const fileShareCreateSchema = z.union([
  z.object({ assetId: z.uuid() }).strict(),
  z.object({ investorAccountId: z.uuid() }).strict(),
]);
export type FileShareCreate = z.infer<typeof fileShareCreateSchema>;

export const fileShareSchema = z.object({
  id: z.uuid(),
  fileId: z.uuid(),
  asset: sharedAssetSchema.nullable(),
  investor: shareInvestorSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type FileShare = z.infer<typeof fileShareSchema>;
export const fileShareListResponseSchema = z.object({ data: z.array(fileShareSchema) });
export const fileShareResponseSchema = z.object({ data: fileShareSchema });

/** `GET /api/file/share-targets`: the client's assets and the investors who bid on them. */
export const shareTargetsResponseSchema = z.object({
  data: z.object({ assets: z.array(sharedAssetSchema), investors: z.array(shareInvestorSchema) }),
});
export type ShareTargets = z.infer<typeof shareTargetsResponseSchema>['data'];

/** `GET /api/file/shared` (investors): one entry per file and the share that shows it. */
export const sharedFileSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.int().min(0),
  folder: z.string(),
  createdAt: z.iso.datetime(),
  companyName: z.string(),
  asset: sharedAssetSchema.nullable(),
});
export type SharedFile = z.infer<typeof sharedFileSchema>;
export const sharedFileListResponseSchema = z.object({ data: z.array(sharedFileSchema) });
