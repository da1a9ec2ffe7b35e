import { Readable } from 'node:stream';
import { SPEECH_UNAVAILABLE_MESSAGE } from '@tranche/contracts';
import { AppError } from '../../../lib/app-error';
import { openMp3Stream } from './mp3-encoder';
import { splitSentences } from './sentences';
import { type Pcm, type SpeechEngine, type SpeechLanguage, SpeechUnavailableError } from './speech-engine';

/** Without the speech engine on the server the chat still works; only the read-aloud button fails. */
const speechUnavailable = () => new AppError(503, 'SPEECH_UNAVAILABLE', SPEECH_UNAVAILABLE_MESSAGE);

/**
 * The text read aloud as one MP3 stream, sentence by sentence: the first sentence is spoken before
 * this returns (so a missing engine is a proper 503, not a broken download), every later one while
 * the earlier ones are already on their way to the listener. Aborting `signal` (the listener left)
 * kills the engine process at work and ends the stream.
 */
export async function speak(
  engine: SpeechEngine,
  text: string,
  language: SpeechLanguage,
  signal: AbortSignal,
): Promise<Readable> {
  const sentences = splitSentences(text, language);
  const synthesise = (sentence: string) => engine.synthesise(sentence, language, signal);
  let first: Pcm;
  try {
    first = await synthesise(sentences[0] ?? text);
  } catch (error) {
    throw error instanceof SpeechUnavailableError ? speechUnavailable() : error;
  }

  async function* frames(): AsyncGenerator<Uint8Array> {
    const mp3 = await openMp3Stream(first.sampleRate);
    try {
      let current: Pcm = first;
      for (let index = 1; ; index++) {
        // The next sentence is spoken while this one is encoded and sent.
        const sentence = sentences[index];
        const next = sentence === undefined ? null : synthesise(sentence);
        next?.catch(() => {}); // awaited below; an early failure must not count as unhandled
        yield* mp3.encode(current);
        if (!next) break;
        current = await next;
      }
      const last = await mp3.end();
      if (last.length > 0) yield last;
    } finally {
      mp3.drop();
    }
  }

  return Readable.from(frames(), { objectMode: false });
}
