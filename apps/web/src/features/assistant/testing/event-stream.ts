import type { AssistantAnswer } from '@tranche/contracts/assistant';
import { ASSISTANT_STREAM_TYPE, sseEvent } from '@tranche/contracts/assistant-stream';

/**
 * A `POST /api/llm` stream the test writes piece by piece, as the API does: `send` passes text on
 * as it is (so an event may be split anywhere), `end` closes the stream.
 */
export function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (started) => {
      controller = started;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': `${ASSISTANT_STREAM_TYPE}; charset=utf-8` } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    /** What fetch does to the body of an aborted request. */
    abort: () => controller.error(new DOMException('The operation was aborted.', 'AbortError')),
  };
}

/** The whole stream of an answer as the offline engine sends it: its text in one delta, then the answer. */
export function streamedAnswer(answer: AssistantAnswer): Response {
  const stream = eventStream();
  stream.send(sseEvent({ event: 'delta', data: { text: answer.text } }));
  stream.send(sseEvent({ event: 'answer', data: { data: answer, replaced: false } }));
  stream.end();
  return stream.response;
}
