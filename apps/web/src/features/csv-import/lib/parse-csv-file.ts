import {
  type CsvDelimiter,
  detectDelimiter,
  LineEndingNormaliser,
  NORMALISED_NEWLINE,
} from '@tranche/domain';
import Papa from 'papaparse';
import { BIG_FILE_ROWS, type CollectedRows, RowCollector } from './row-collector';
import { readSample, textChunks } from './text-chunks';

/**
 * A record longer than this (an unclosed quote swallowing the rest of the file) stops the reading,
 * as on the server: Papa Parse re-reads an unfinished record with every chunk.
 */
export const MAX_RECORD_CHARS = 16 * 1024 * 1024;

export type ParsedFile =
  | { kind: 'no-delimiter' }
  | { kind: 'line-too-long'; delimiter: CsvDelimiter }
  | (CollectedRows & { delimiter: CsvDelimiter });

export interface ParseOptions {
  /** The user's choice; detected from the file's first bytes when absent. */
  delimiter?: CsvDelimiter | null;
  signal?: AbortSignal;
  /** Share of the file read, 0 to 1. */
  onProgress?: (fraction: number) => void;
  now?: Date;
  bigFileRows?: number;
  /** Bytes read per step (tests cut the file small to cross line ends between chunks). */
  chunkBytes?: number;
}

type Listener = (value?: unknown) => void;

/**
 * The smallest Node-style readable Papa Parse streams from (`readable`, `read`, `on`): we push
 * the decoded text into it ourselves, so decoding stays correct across chunk edges and each chunk
 * is parsed as it arrives instead of the whole file being held as one string.
 */
class TextSource {
  readonly readable = true;
  private readonly listeners = new Map<string, Set<Listener>>();
  read(): void {}
  pause(): void {}
  resume(): void {}
  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }
  removeListener(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  emit(event: 'data' | 'end', value?: string): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(value);
  }
}

/** Gives the browser a turn to paint the progress bar between chunks. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Reads a CSV file in the browser as a stream (spec §4 "file loaded, review"): the delimiter is
 * detected unless chosen, the header checked, every row checked with the domain's rules. Memory
 * stays bounded for any size (see RowCollector). Rejects with an AbortError when `signal` aborts.
 */
export async function parseCsvFile(file: Blob, options: ParseOptions = {}): Promise<ParsedFile> {
  const delimiter = options.delimiter ?? detectDelimiter(await readSample(file));
  if (delimiter === null) return { kind: 'no-delimiter' };

  const collector = new RowCollector(options.now ?? new Date(), options.bigFileRows ?? BIG_FILE_ROWS);
  const source = new TextSource();
  let charsSinceRecord = 0;
  let failure: unknown = null;
  let completed = false;
  // Mixed CRLF/LF/CR line ends become LF, so each line is one record whatever the mix.
  const lineEnds = new LineEndingNormaliser();
  Papa.parse<string[]>(source as unknown as File, {
    delimiter,
    newline: NORMALISED_NEWLINE,
    header: false,
    dynamicTyping: false,
    // Blank lines still count as records, so row numbers match the server's (RowCollector skips them).
    skipEmptyLines: false,
    chunk: (results, parser) => {
      if (results.data.length > 0) charsSinceRecord = 0;
      try {
        collector.add(results.data);
      } catch (error) {
        failure = error;
      }
      if (collector.stopped || failure) parser.abort();
    },
    complete: () => {
      completed = true;
    },
    error: (error) => {
      failure = error;
    },
  });

  for await (const chunk of textChunks(file, options.chunkBytes, options.signal)) {
    charsSinceRecord += chunk.text.length;
    source.emit('data', lineEnds.push(chunk.text));
    if (failure) throw failure;
    if (collector.stopped) break;
    if (charsSinceRecord > MAX_RECORD_CHARS) return { kind: 'line-too-long', delimiter };
    options.onProgress?.(file.size === 0 ? 1 : chunk.bytesRead / file.size);
    await nextTask();
  }
  if (!collector.stopped) {
    const rest = lineEnds.end();
    if (rest) source.emit('data', rest);
    source.emit('end');
  }
  if (failure) throw failure;
  // Papa Parse handles the end synchronously; not finishing would mean rows silently missing.
  if (!collector.stopped && !completed) throw new Error('The CSV parser stopped before the end of the file');
  options.onProgress?.(1);
  return { ...collector.result(), delimiter };
}
