import { ACCEPTED_EXTENSIONS, MAX_UPLOAD_BYTES } from '@tranche/contracts';

/** The file name endings the import takes (the server refuses others the same way). */
export const IMPORT_EXTENSIONS = ACCEPTED_EXTENSIONS['csv-import'];
export const MAX_IMPORT_MB = MAX_UPLOAD_BYTES / 1024 / 1024;

export type FileRefusal =
  | { reason: 'unsupported'; name: string; extension: string | null }
  | { reason: 'too-large'; name: string };

/** ".CSV" → ".csv"; null when the name has no extension. */
export function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot).toLowerCase() : null;
}

/** Why a chosen file cannot be imported (spec §5: unsupported file types are named), or null. */
export function checkImportFile(file: Pick<File, 'name' | 'size'>): FileRefusal | null {
  const extension = extensionOf(file.name);
  if (extension === null || !IMPORT_EXTENSIONS.includes(extension)) {
    return { reason: 'unsupported', name: file.name, extension };
  }
  if (file.size > MAX_UPLOAD_BYTES) return { reason: 'too-large', name: file.name };
  return null;
}
