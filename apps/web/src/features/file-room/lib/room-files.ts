import { ACCEPTED_EXTENSIONS, MAX_UPLOAD_BYTES, type UploadedFile } from '@tranche/contracts';

export const ROOM_EXTENSIONS = ACCEPTED_EXTENSIONS['file-room'];
export const MAX_ROOM_MB = MAX_UPLOAD_BYTES / 1024 / 1024;

/** ".PDF" → ".pdf"; null when the name has no ending. */
export function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot).toLowerCase() : null;
}

export type Refusal = { reason: 'unsupported'; extension: string | null } | { reason: 'too-large' };

/** Why a chosen file cannot go into the file room (the server refuses it the same way), or null. */
export function checkRoomFile(file: Pick<File, 'name' | 'size'>): Refusal | null {
  const extension = extensionOf(file.name);
  if (extension === null || !ROOM_EXTENSIONS.includes(extension)) return { reason: 'unsupported', extension };
  if (file.size > MAX_UPLOAD_BYTES) return { reason: 'too-large' };
  return null;
}

export type PreviewKind = 'pdf' | 'image' | 'text' | null;

/** How a file is previewed: PDF in a frame, images as images, text as text; others not at all. */
export function previewKind(contentType: string): PreviewKind {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType.startsWith('image/')) return 'image';
  if (contentType === 'text/plain' || contentType === 'text/csv') return 'text';
  return null;
}

/** The folders in use, each with its parents ("A/B" brings "A"), sorted. */
export function foldersOf(files: readonly Pick<UploadedFile, 'folder'>[]): string[] {
  const folders = new Set<string>();
  for (const { folder } of files) {
    const segments = folder.split('/').filter(Boolean);
    for (let depth = 1; depth <= segments.length; depth++) folders.add(segments.slice(0, depth).join('/'));
  }
  return [...folders].sort((a, b) => a.localeCompare(b));
}

export function tagsOf(files: readonly Pick<UploadedFile, 'tags'>[]): string[] {
  return [...new Set(files.flatMap((file) => file.tags))].sort((a, b) => a.localeCompare(b));
}

/** A folder filter takes the folder and everything below it; '' means the top level only. */
export function inFolder(file: Pick<UploadedFile, 'folder'>, folder: string | null): boolean {
  if (folder === null) return true;
  if (folder === '') return file.folder === '';
  return file.folder === folder || file.folder.startsWith(`${folder}/`);
}

/** File sizes in the reader's language: bytes, kB or MB. */
export function formatSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes < 1024
      ? [bytes, 'byte']
      : bytes < 1024 * 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes / 1024 / 1024, 'megabyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** Saves a blob under a name through a temporary link (the API call carries the token, a plain link cannot). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
