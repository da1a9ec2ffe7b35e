import { z } from 'zod';

/**
 * Uploaded files (spec §3 "Uploaded file", §7 Files). `POST /api/file` takes one multipart file
 * field (`file`) and an optional `purpose` field; the bytes are stored before anything else.
 */

/** Largest accepted upload. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

export const FILE_PURPOSES = ['csv-import', 'file-room'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** File name endings accepted per purpose (lower case, with the dot). */
export const ACCEPTED_EXTENSIONS: Readonly<Record<FilePurpose, readonly string[]>> = {
  'csv-import': ['.csv', '.tsv', '.txt'],
  'file-room': ['.pdf', '.png', '.jpg', '.jpeg', '.webp', '.csv', '.xlsx', '.docx', '.txt'],
};

/** Error codes of the file calls with their English texts; the web translates by code. */
export const FILE_MESSAGES = {
  UNSUPPORTED_FILE_TYPE: 'Unsupported file type: {{extension}}. Upload a .csv file.',
  FILE_NOT_TEXT: 'This file is not a text CSV file.',
  FILE_TOO_LARGE: 'The file is too large; the limit is {{limitMb}} MB.',
  NO_FILE: 'No file was uploaded.',
  TOO_MANY_FILES: 'Upload one file at a time.',
  EMPTY_FILE: 'The file is empty.',
  FILE_NOT_FOUND: 'File not found',
  /** The server's message adds what was wrong (no boundary, cut off before its end). */
  MALFORMED_UPLOAD: 'The upload could not be read as multipart/form-data. Please try again.',
  /** The server's message names the unexpected field first. */
  UNEXPECTED_FIELD: 'Send the file in the form field "file" (and optionally "purpose").',
  UNKNOWN_PURPOSE: 'Unknown purpose; use csv-import or file-room.',
  NOT_MULTIPART: 'Upload the file as multipart/form-data with the field "file".',
} as const;
export type FileMessageCode = keyof typeof FILE_MESSAGES;

/** `POST /api/file` → 201. */
export const uploadedFileCreatedSchema = z.object({
  data: z.object({ id: z.uuid(), fileName: z.string(), size: z.int().min(0) }),
});
export type UploadedFileCreated = z.infer<typeof uploadedFileCreatedSchema>;

export const uploadedFileSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.int().min(0),
  sha256: z.string(),
  purpose: z.string(),
  deleted: z.boolean(),
  /** File room: the folder path ('' is the top) and tags. */
  folder: z.string(),
  tags: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * `GET /api/file` (list query: page, size, `where[deleted]=false`, `where[purpose]=csv-import`,
 * `where[folder]=…`, `where[tag]=…`, `orderBy[0][createdAt|fileName|size]`). The bytes:
 * `GET /api/file/{id}?download=false` inline for a preview, `download=true` as an attachment.
 */
export const uploadedFileListResponseSchema = z.object({ data: z.array(uploadedFileSchema) });
export const uploadedFileResponseSchema = z.object({ data: uploadedFileSchema });
