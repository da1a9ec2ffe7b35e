import { z } from 'zod';
import { LANGUAGES } from './accounts';
import { multiLineText } from './text';

/**
 * `POST /api/llm/tts {message, language?}` (spec §7): the assistant's answer read aloud. The reply
 * is `audio/mpeg`, streamed sentence by sentence, so the chat can start playing at once.
 */

/** An answer of the assistant, not a document: a few minutes of speech at most. */
export const MAX_SPEECH_LENGTH = 2000;

export const SPEECH_UNAVAILABLE_MESSAGE = 'Speech output is not available on this server.';

export const speechBodySchema = z.strictObject({
  message: multiLineText(MAX_SPEECH_LENGTH).min(1, { error: 'Required field message' }),
  /** The voice's language; the caller's profile language when absent. */
  language: z.enum(LANGUAGES).optional(),
});
export type SpeechBody = z.infer<typeof speechBodySchema>;
