import { FILE_ROOM_MESSAGES, type FileRoomMessageCode } from '@tranche/contracts';
import { AppError } from '../../lib/app-error';

export const fileRoomError = (
  status: number,
  code: FileRoomMessageCode,
  params: Record<string, string> = {},
) =>
  new AppError(
    status,
    code,
    FILE_ROOM_MESSAGES[code].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? ''),
  );

const ZIP = Buffer.from('PK\u0003\u0004', 'latin1');

/** How the first bytes of each file-room type begin (Office files are zip containers). */
const SIGNATURES: Readonly<Record<string, (head: Buffer) => boolean>> = {
  '.pdf': (head) => head.subarray(0, 5).toString('latin1') === '%PDF-',
  '.png': (head) => head.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  '.jpg': (head) => head.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex')),
  '.jpeg': (head) => head.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex')),
  '.webp': (head) =>
    head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
  '.xlsx': (head) => head.subarray(0, 4).equals(ZIP),
  '.docx': (head) => head.subarray(0, 4).equals(ZIP),
  // Text is served as text: no NUL bytes (which would mean a binary file under a text name).
  '.csv': (head) => !head.includes(0),
  '.txt': (head) => !head.includes(0),
};

const HEAD_BYTES = 512;

/**
 * Passes the bytes through once their first 512 (or all, if fewer) match the file's ending, so a
 * renamed executable or HTML page is never stored under a PDF or image name.
 */
export async function* matchingContent(
  source: AsyncIterable<Buffer>,
  extension: string,
): AsyncGenerator<Buffer> {
  const matches = SIGNATURES[extension];
  if (!matches) throw fileRoomError(400, 'FILE_ROOM_UNSUPPORTED_TYPE', { extension });
  const held: Buffer[] = [];
  let heldBytes = 0;
  let checked = false;
  const check = () => {
    checked = true;
    if (!matches(Buffer.concat(held).subarray(0, HEAD_BYTES))) {
      throw fileRoomError(400, 'FILE_CONTENT_MISMATCH', { extension });
    }
  };
  for await (const chunk of source) {
    if (checked) {
      yield chunk;
      continue;
    }
    held.push(chunk);
    heldBytes += chunk.length;
    if (heldBytes >= HEAD_BYTES) {
      check();
      yield* held;
    }
  }
  if (!checked && heldBytes > 0) {
    check();
    yield* held;
  }
}
