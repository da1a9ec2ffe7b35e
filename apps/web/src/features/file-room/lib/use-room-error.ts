import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../lib/api-error';
import { MAX_ROOM_MB } from './room-files';

const CODES = [
  'FILE_ROOM_UNSUPPORTED_TYPE',
  'FILE_CONTENT_MISMATCH',
  'INVALID_FOLDER',
  'INVALID_TAGS',
  'SHARE_TARGET_NOT_FOUND',
  'SHARE_NOT_FOUND',
  'RENAME_CHANGES_TYPE',
  'FILE_TOO_LARGE',
  'EMPTY_FILE',
  'FILE_NOT_FOUND',
] as const;
type Code = (typeof CODES)[number];

/**
 * The text for a failed file-room call in the reader's language. The server's texts name the file
 * type or the limit; the browser knows both (the file it sent, the shared limit), so it fills them in.
 */
export function useRoomError() {
  const { t } = useTranslation('file-room');
  return (error: unknown, fileName?: string): string => {
    if (error instanceof ApiError && (CODES as readonly string[]).includes(error.code)) {
      const dot = fileName?.lastIndexOf('.') ?? -1;
      const extension = fileName && dot > 0 ? fileName.slice(dot).toLowerCase() : (fileName ?? '');
      return t(`errors.${error.code as Code}`, { extension, limitMb: MAX_ROOM_MB });
    }
    return errorText(error);
  };
}
