// Worker thread body of the MP3 encoder pool: holds the encoders of the streams given to it and
// answers each request with the frames it produced (see mp3-encoder.ts for the protocol).
import { parentPort } from 'node:worker_threads';
import { Mp3Encoder } from '@breezystack/lamejs';
import type { EncoderReply, EncoderRequest } from './mp3-encoder';

const encoders = new Map<number, Mp3Encoder>();

/** lamejs hands out signed bytes (a copy per call); the wire wants the same bytes unsigned. */
const bytes = (frames: Int8Array | Uint8Array) =>
  new Uint8Array(frames.buffer, frames.byteOffset, frames.length);

function handle(request: EncoderRequest): Uint8Array {
  if (request.op === 'open') {
    encoders.set(request.stream, new Mp3Encoder(1, request.sampleRate, request.kbps));
    return new Uint8Array();
  }
  const encoder = encoders.get(request.stream);
  if (!encoder) throw new Error(`mp3: no stream ${request.stream}`);
  if (request.op === 'encode') return bytes(encoder.encodeBuffer(request.samples));
  encoders.delete(request.stream);
  return request.op === 'end' ? bytes(encoder.flush()) : new Uint8Array();
}

parentPort!.on('message', (request: EncoderRequest) => {
  let reply: EncoderReply;
  try {
    reply = { ref: request.ref, frames: handle(request) };
  } catch (error) {
    reply = { ref: request.ref, error: String(error) };
  }
  parentPort!.postMessage(reply, 'frames' in reply ? [reply.frames.buffer as ArrayBuffer] : []);
});
