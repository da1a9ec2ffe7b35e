import { Worker } from 'node:worker_threads';
import type { Pcm } from './speech-engine';

/** Speech needs no more: 64 kbit/s mono keeps a minute of answer under half a megabyte. */
export const SPEECH_KBPS = 64;

/**
 * Samples sent to the encoder at a time (about half a second of speech), so streams sharing a
 * thread take turns; the very first block is smaller, so the first frames leave sooner.
 */
const BLOCK_SAMPLES = 576 * 20;
const FIRST_BLOCK_SAMPLES = 576 * 4;

/**
 * Encoder threads. lamejs is plain JavaScript that needs about a tenth of a second per second of
 * speech: on the API's own thread that time would be taken from every other request.
 */
const THREADS = 2;

/** What a stream asks of its thread: start, frames for samples, the last frames, or forget it. */
type Order =
  | { op: 'open'; sampleRate: number; kbps: number }
  | { op: 'encode'; samples: Int16Array }
  | { op: 'end' }
  | { op: 'drop' };
export type EncoderRequest = Order & { ref: number; stream: number };
export type EncoderReply = { ref: number; frames: Uint8Array } | { ref: number; error: string };

interface EncoderThread {
  send(stream: number, order: Order): Promise<Uint8Array>;
  streams: number;
  alive: boolean;
}

/** Registers tsx in the worker (Node 20 does not pass the TypeScript loader on to a worker). */
function workerBootstrap(): string {
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./mp3-encoder.worker.ts', import.meta.url).href);
  return `import(${tsx}).then(({ register }) => { register(); return import(${entry}); })`;
}

function startThread(): EncoderThread {
  const worker = new Worker(workerBootstrap(), { eval: true });
  const pending = new Map<
    number,
    { resolve: (frames: Uint8Array) => void; reject: (error: Error) => void }
  >();
  let nextRef = 0;
  // An idle encoder keeps no process alive; one at work does.
  worker.unref();
  const thread: EncoderThread = {
    streams: 0,
    alive: true,
    send(stream, order) {
      if (!thread.alive) return Promise.reject(new Error('mp3: encoder thread stopped'));
      const ref = nextRef++;
      const transfer = order.op === 'encode' ? [order.samples.buffer as ArrayBuffer] : [];
      return new Promise((resolve, reject) => {
        if (pending.size === 0) worker.ref();
        pending.set(ref, { resolve, reject });
        worker.postMessage({ ...order, ref, stream }, transfer);
      });
    },
  };
  worker.on('message', (reply: EncoderReply) => {
    const waiting = pending.get(reply.ref);
    pending.delete(reply.ref);
    if (pending.size === 0) worker.unref();
    if ('error' in reply) waiting?.reject(new Error(reply.error));
    else waiting?.resolve(reply.frames);
  });
  const fail = (error: Error) => {
    thread.alive = false;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`mp3: encoder thread exited (${code})`)));
  return thread;
}

let threads: EncoderThread[] = [];
let nextStream = 0;

/** The living thread with the fewest streams, started on first use (and again after a crash). */
function pickThread(): EncoderThread {
  threads = threads.filter((thread) => thread.alive);
  const idle = threads.find((thread) => thread.streams === 0);
  if (idle) return idle;
  if (threads.length < THREADS) {
    const started = startThread();
    threads.push(started);
    return started;
  }
  return threads.reduce((least, thread) => (thread.streams < least.streams ? thread : least));
}

/**
 * One MP3 stream fed sentence by sentence: `encode` yields the frames complete so far block by
 * block, so they can be sent while the rest is still being encoded or spoken; `end` returns the
 * last ones. MP3 frames concatenate, so the pieces together are one playable file. A stream that
 * is given up (the listener left) must be dropped, so its thread forgets it.
 */
export interface Mp3Stream {
  encode(pcm: Pcm): AsyncGenerator<Uint8Array>;
  end(): Promise<Uint8Array>;
  drop(): void;
}

export async function openMp3Stream(sampleRate: number, kbps = SPEECH_KBPS): Promise<Mp3Stream> {
  const thread = pickThread();
  const stream = nextStream++;
  thread.streams++;
  let open = true;
  let sent = 0;
  const close = () => {
    if (open) thread.streams--;
    open = false;
  };
  try {
    await thread.send(stream, { op: 'open', sampleRate, kbps });
  } catch (error) {
    close();
    throw error;
  }
  return {
    async *encode(pcm) {
      if (pcm.sampleRate !== sampleRate) {
        throw new Error(`mp3: expected ${sampleRate} Hz, got ${pcm.sampleRate} Hz`);
      }
      for (let start = 0; start < pcm.samples.length; ) {
        const end = start + (sent === 0 ? FIRST_BLOCK_SAMPLES : BLOCK_SAMPLES);
        // A copy of the block moves to the thread; a view would copy the whole sentence along.
        const samples = pcm.samples.slice(start, end);
        start = end;
        sent++;
        const frames = await thread.send(stream, { op: 'encode', samples });
        if (frames.length > 0) yield frames;
      }
    },
    async end() {
      close();
      return thread.send(stream, { op: 'end' });
    },
    drop() {
      if (!open) return;
      close();
      thread.send(stream, { op: 'drop' }).catch(() => {});
    },
  };
}
