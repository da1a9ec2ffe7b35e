import { spawn } from 'node:child_process';
import { endianness } from 'node:os';

/**
 * The speech engine: Debian's espeak-ng, run as a separate program (it is GPL-licensed, so it is
 * never linked into the API) with the text on its stdin and a WAV file on its stdout. It runs on
 * this machine, so no answer of a client or investor leaves it to be read aloud.
 */

export type SpeechLanguage = 'en' | 'de';

/** 16-bit mono samples as the engine produced them. */
export interface Pcm {
  sampleRate: number;
  samples: Int16Array;
}

export interface SpeechEngine {
  /** The text spoken in the language's voice. Rejects with SpeechUnavailableError without espeak-ng. */
  synthesise(text: string, language: SpeechLanguage, signal?: AbortSignal): Promise<Pcm>;
  /** Engine processes running at this moment. */
  readonly running: number;
}

export class SpeechUnavailableError extends Error {
  override name = 'SpeechUnavailableError';
}

export interface SpeechEngineOptions {
  /** The espeak-ng program (default: `espeak-ng` on the PATH). */
  command?: string;
  /** At most this many engine processes at once; further sentences wait their turn. */
  maxProcesses?: number;
  /** A process that has not finished after this long is killed (ms). */
  timeoutMs?: number;
  /** Speaking rate in words per minute: a little slower than the engine's 175 for figures. */
  wordsPerMinute?: number;
}

const VOICES: Record<SpeechLanguage, string> = { en: 'en-gb', de: 'de' };
const STDERR_LIMIT = 2_000;

/** Reads the samples of espeak-ng's WAV (its size fields are placeholders when streamed). */
export function pcmFromWav(wav: Buffer): Pcm {
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('speech engine: output is not a WAV file');
  }
  let offset = 12;
  let sampleRate = 0;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      const format = wav.readUInt16LE(offset + 8);
      const channels = wav.readUInt16LE(offset + 10);
      const bits = wav.readUInt16LE(offset + 22);
      if (format !== 1 || channels !== 1 || bits !== 16) {
        throw new Error(`speech engine: unexpected WAV format ${format}/${channels} ch/${bits} bit`);
      }
      sampleRate = wav.readUInt32LE(offset + 12);
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('speech engine: WAV data before its format');
      const start = offset + 8;
      const length = Math.floor((wav.length - start) / 2);
      // WAV is little-endian, as are the machines this runs on: one copy into aligned memory.
      const samples = new Int16Array(length);
      new Uint8Array(samples.buffer).set(wav.subarray(start, start + length * 2));
      if (endianness() === 'BE') for (let i = 0; i < length; i++) samples[i] = wav.readInt16LE(start + i * 2);
      return { sampleRate, samples };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('speech engine: WAV without data');
}

/** A counting lock: callers beyond `limit` wait in order; a waiter whose signal aborts leaves. */
function createSlots(limit: number) {
  let used = 0;
  const waiting: Array<() => void> = [];
  return {
    get used() {
      return used;
    },
    acquire(signal?: AbortSignal): Promise<void> {
      signal?.throwIfAborted();
      if (used < limit) {
        used++;
        return Promise.resolve();
      }
      return new Promise((resolve, reject) => {
        const take = () => {
          signal?.removeEventListener('abort', leave);
          used++;
          resolve();
        };
        const leave = () => {
          waiting.splice(waiting.indexOf(take), 1);
          reject(signal?.reason);
        };
        waiting.push(take);
        signal?.addEventListener('abort', leave, { once: true });
      });
    },
    release(): void {
      used--;
      waiting.shift()?.();
    },
  };
}

export function createSpeechEngine(options: SpeechEngineOptions = {}): SpeechEngine {
  const command = options.command ?? 'espeak-ng';
  const timeoutMs = options.timeoutMs ?? 15_000;
  const speed = String(options.wordsPerMinute ?? 160);
  const slots = createSlots(options.maxProcesses ?? 2);

  function run(text: string, language: SpeechLanguage, signal?: AbortSignal): Promise<Pcm> {
    return new Promise((resolve, reject) => {
      // The text goes through stdin, never the command line: no quoting, no length limit, not in `ps`.
      const child = spawn(command, ['-v', VOICES[language], '-s', speed, '-b', '1', '--stdout'], {
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      const chunks: Buffer[] = [];
      let stderr = '';
      let failure: Error | null = null;
      const stop = (error: Error) => {
        failure ??= error;
        child.kill('SIGKILL');
      };
      const timer = setTimeout(
        () => stop(new Error(`speech engine: no result within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const onAbort = () => stop(signal?.reason ?? new Error('aborted'));
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };

      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => {
        if (stderr.length < STDERR_LIMIT) stderr += chunk.toString('utf8');
      });
      // A child that died early closes its stdin: the close event below tells why.
      child.stdin.on('error', () => {});
      child.on('error', (error: NodeJS.ErrnoException) => {
        settle();
        reject(
          error.code === 'ENOENT'
            ? new SpeechUnavailableError(`speech engine: ${command} is not installed`)
            : error,
        );
      });
      child.on('close', (code) => {
        settle();
        if (failure) return reject(failure);
        if (code !== 0) return reject(new Error(`speech engine: exit ${code}: ${stderr.trim()}`));
        try {
          resolve(pcmFromWav(Buffer.concat(chunks)));
        } catch (error) {
          reject(error);
        }
      });
      child.stdin.end(text, 'utf8');
    });
  }

  return {
    get running() {
      return slots.used;
    },
    async synthesise(text, language, signal) {
      await slots.acquire(signal);
      try {
        return await run(text, language, signal);
      } finally {
        slots.release();
      }
    },
  };
}
