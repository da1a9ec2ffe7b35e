import { z } from 'zod';
import { assistantAnswerSchema } from './assistant';

/**
 * `POST /api/llm` with `Accept: text/event-stream`: the answer as Server-Sent Events, so the chat
 * shows the language model's text while it is written. Events, in order:
 * - `delta` `{ text }`: the next piece of the answer's text (append it);
 * - then exactly one `answer` `{ data, replaced }`: the stored answer as `POST llm` returns it; when
 *   `replaced` is true, `data.text` differs from the pieces streamed (a checked answer replaced the
 *   model's text) and the chat shows `data.text` instead;
 * - or, instead of `answer`, one `error` `{ errors: [{ code, message }] }` if the answer failed.
 * The offline engine sends its whole text as one `delta`, so the web can always read the stream.
 */
export const ASSISTANT_STREAM_TYPE = 'text/event-stream';

export const assistantDeltaEventSchema = z.object({ text: z.string() });
export type AssistantDeltaEvent = z.infer<typeof assistantDeltaEventSchema>;

export const assistantAnswerEventSchema = z.object({ data: assistantAnswerSchema, replaced: z.boolean() });
export type AssistantAnswerEvent = z.infer<typeof assistantAnswerEventSchema>;

export const assistantErrorEventSchema = z.object({
  errors: z.array(z.object({ code: z.string(), message: z.string() })),
});
export type AssistantErrorEvent = z.infer<typeof assistantErrorEventSchema>;

export type AssistantStreamEvent =
  | { event: 'delta'; data: AssistantDeltaEvent }
  | { event: 'answer'; data: AssistantAnswerEvent }
  | { event: 'error'; data: AssistantErrorEvent };

/** One event in the wire format of Server-Sent Events. */
export const sseEvent = ({ event, data }: AssistantStreamEvent) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const eventSchemas = {
  delta: assistantDeltaEventSchema,
  answer: assistantAnswerEventSchema,
  error: assistantErrorEventSchema,
};
const isStreamEvent = (event: string | undefined): event is AssistantStreamEvent['event'] =>
  event !== undefined && Object.hasOwn(eventSchemas, event);

/**
 * Reads the complete events at the front of a received buffer (lines end in LF or CRLF); `rest` is
 * the start of the next one (keep it and append the next chunk). Unknown events are skipped; an
 * event whose data does not match its schema throws.
 */
export function readSseEvents(buffer: string): { events: AssistantStreamEvent[]; rest: string } {
  const blocks = buffer.replaceAll('\r\n', '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: AssistantStreamEvent[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const event = lines
      .find((line) => line.startsWith('event:'))
      ?.slice(6)
      .trim();
    const data = lines
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (isStreamEvent(event))
      events.push({ event, data: eventSchemas[event].parse(JSON.parse(data)) } as AssistantStreamEvent);
  }
  return { events, rest };
}

/**
 * The events of a streamed answer (`response.body`) as they arrive. An event the stream ends in the
 * middle of is dropped, as Server-Sent Events do; stopping early cancels the stream.
 */
export async function* readSseStream(body: ReadableStream<Uint8Array>): AsyncGenerator<AssistantStreamEvent> {
  const reader = body.getReader();
  // One decoder for the whole stream: a character's bytes may be split between two chunks.
  const decoder = new TextDecoder();
  let rest = '';
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      const read = readSseEvents(rest + decoder.decode(chunk.value, { stream: true }));
      rest = read.rest;
      yield* read.events;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
