import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AssistantAnswer } from './assistant';
import { type AssistantStreamEvent, readSseEvents, readSseStream, sseEvent } from './assistant-stream';

const answer: AssistantAnswer = {
  id: '0b7e4c1e-6a52-4d4f-9a51-3f1d2a7c9e01',
  question: 'Wie hoch ist unser MRR?',
  language: 'de',
  text: 'Ihr MRR heute: 12.345,00 €.',
  outcome: 'ANSWERED',
  figures: [],
  engine: 'model',
  createdAt: '2026-11-26T10:00:00.000Z',
};

const EVENTS: AssistantStreamEvent[] = [
  { event: 'delta', data: { text: 'Ihr MRR heute: ' } },
  { event: 'delta', data: { text: '12.345,00 €.\nGrüße' } },
  { event: 'answer', data: { data: answer, replaced: false } },
];

/** A response body that delivers the given chunks one by one, then ends. */
const bodyOf = (chunks: (string | Uint8Array)[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });

/** The bytes cut at the given offsets (sorted, deduplicated), so characters and lines may be split. */
const cut = (bytes: Uint8Array, offsets: number[]) => {
  const bounds = [...new Set([0, ...offsets, bytes.length])].sort((a, b) => a - b);
  return bounds.slice(1).map((end, index) => bytes.slice(bounds[index], end));
};

const collect = async (body: ReadableStream<Uint8Array>) => {
  const events: AssistantStreamEvent[] = [];
  for await (const event of readSseStream(body)) events.push(event);
  return events;
};

describe('reading the assistant stream', () => {
  it('reads the events sseEvent writes however the bytes are split into chunks, with LF or CRLF', async () => {
    const wire = EVENTS.map(sseEvent).join('');
    const bytesOf = (lineEnd: string) => new TextEncoder().encode(wire.replaceAll('\n', lineEnd));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('\n', '\r\n'),
        fc.array(fc.nat(), { maxLength: 12 }),
        async (lineEnd, offsets) => {
          const bytes = bytesOf(lineEnd);
          const chunks = cut(
            bytes,
            offsets.map((offset) => offset % bytes.length),
          );
          expect(await collect(bodyOf(chunks))).toEqual(EVENTS);
        },
      ),
    );
  });

  it('joins multi-line data with line breaks and skips comments and unknown events', () => {
    const { events, rest } = readSseEvents(
      ': keep-alive\n\nevent: ping\ndata: {}\n\nevent: delta\ndata: {"text":\ndata: "a"}\n\nevent: delta\ndata: {"te',
    );
    expect(events).toEqual([{ event: 'delta', data: { text: 'a' } }]);
    expect(rest).toBe('event: delta\ndata: {"te');
  });

  it('drops the event a stream ends in the middle of', async () => {
    const events = await collect(bodyOf([sseEvent(EVENTS[0]!), 'event: answer\ndata: {"data":']));
    expect(events).toEqual([EVENTS[0]]);
  });

  it('refuses an event whose data does not match its schema', async () => {
    await expect(
      collect(bodyOf(['event: answer\ndata: {"data":{},"replaced":false}\n\n'])),
    ).rejects.toThrow();
    expect(() => readSseEvents('event: delta\ndata: not json\n\n')).toThrow(SyntaxError);
  });

  it('cancels the stream when the reader stops early', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode(EVENTS.map(sseEvent).join(''))),
      cancel: () => {
        cancelled = true;
      },
    });
    for await (const event of readSseStream(body)) if (event.event === 'delta') break;
    expect(cancelled).toBe(true);
  });
});
