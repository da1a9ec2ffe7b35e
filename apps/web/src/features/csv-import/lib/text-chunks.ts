/** Bytes read from the file per step: small enough to show progress often, large enough to be quick. */
export const READ_CHUNK_BYTES = 1024 * 1024;

export interface TextChunk {
  text: string;
  /** Bytes of the file read so far. */
  bytesRead: number;
}

/**
 * The file's text in pieces, decoded as UTF-8 with a streaming decoder: a character whose bytes
 * straddle two pieces is still decoded whole (Papa Parse's own file reader decodes each slice on
 * its own and turns such a character into U+FFFD, which the row rules would then refuse). A
 * leading byte-order mark is dropped; bytes that are not UTF-8 become U+FFFD, refused by name.
 */
export async function* textChunks(
  file: Blob,
  chunkBytes = READ_CHUNK_BYTES,
  signal?: AbortSignal,
): AsyncGenerator<TextChunk> {
  const decoder = new TextDecoder('utf-8');
  for (let start = 0; start < file.size; start += chunkBytes) {
    signal?.throwIfAborted();
    const end = Math.min(start + chunkBytes, file.size);
    const bytes = new Uint8Array(await file.slice(start, end).arrayBuffer());
    yield { text: decoder.decode(bytes, { stream: end < file.size }), bytesRead: end };
  }
}

/** The first bytes of the file as text, for guessing the delimiter. */
export async function readSample(file: Blob, bytes = 64 * 1024): Promise<string> {
  const buffer = await file.slice(0, bytes).arrayBuffer();
  return new TextDecoder('utf-8').decode(buffer, { stream: true });
}
