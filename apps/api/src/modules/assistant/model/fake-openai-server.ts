import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake model does next: call tools, write the final text, or start and never finish. */
export type FakeTurn =
  | { toolCalls: { name: string; arguments: Record<string, unknown> | string }[] }
  | { text: string }
  | { hold: true };

/** One request the fake received, as the chat completions API takes it. */
export interface FakeRequest {
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content?: string | null; tool_call_id?: string }[];
    tools?: { function: { name: string; parameters: Record<string, unknown> } }[];
  };
}

export interface FakeOpenAi {
  /** The base URL to set as LLM_BASE_URL (ends in /v1). */
  baseUrl: string;
  requests: FakeRequest[];
  /** Each answer held open by a `hold` turn, and whether its caller has since closed it. */
  held: { closed: boolean }[];
  /** The turns of the next conversation, one per request; a function sees the request it answers. */
  script(turns: (FakeTurn | ((request: FakeRequest) => FakeTurn))[]): void;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  let raw = '';
  for await (const chunk of request) raw += chunk;
  return JSON.parse(raw) as FakeRequest['body'];
};

const toolCallsOf = (turn: FakeTurn) =>
  'toolCalls' in turn
    ? turn.toolCalls.map((call, index) => ({
        id: `call_${index}_${call.name}`,
        type: 'function' as const,
        function: {
          name: call.name,
          arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
        },
      }))
    : undefined;

function answerPlain(response: ServerResponse, model: string, turn: FakeTurn) {
  const toolCalls = toolCallsOf(turn);
  response.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 0,
      model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: 'text' in turn ? turn.text : null, tool_calls: toolCalls },
          finish_reason: toolCalls ? 'tool_calls' : 'stop',
          logprobs: null,
        },
      ],
    }),
  );
}

/** Streams like the real API: the text in small pieces, each tool call's arguments in two. */
function answerStreamed(response: ServerResponse, model: string, turn: FakeTurn) {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    response.write(
      `data: ${JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion.chunk',
        created: 0,
        model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`,
    );
  chunk({ role: 'assistant', content: '' });
  if ('text' in turn) for (const piece of turn.text.match(/.{1,7}/gsu) ?? []) chunk({ content: piece });
  for (const [index, call] of (toolCallsOf(turn) ?? []).entries()) {
    const half = Math.ceil(call.function.arguments.length / 2);
    chunk({
      tool_calls: [
        {
          index,
          id: call.id,
          type: 'function',
          function: { name: call.function.name, arguments: call.function.arguments.slice(0, half) },
        },
      ],
    });
    chunk({ tool_calls: [{ index, function: { arguments: call.function.arguments.slice(half) } }] });
  }
  chunk({}, 'text' in turn ? 'stop' : 'tool_calls');
  response.end('data: [DONE]\n\n');
}

/**
 * A tiny OpenAI-compatible server for tests (POST /v1/chat/completions, streamed or not), scripted
 * per test: which tools the "model" calls and what it finally writes.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeRequest[] = [];
  const held: { closed: boolean }[] = [];
  let turns: (FakeTurn | ((request: FakeRequest) => FakeTurn))[] = [];
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    const received: FakeRequest = {
      authorization: request.headers.authorization,
      body: await readBody(request),
    };
    requests.push(received);
    const next = turns.shift();
    if (!next) {
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"error":{"message":"no turn left"}}');
      return;
    }
    const turn = typeof next === 'function' ? next(received) : next;
    if ('hold' in turn) {
      const answer = { closed: false };
      held.push(answer);
      response.once('close', () => {
        answer.closed = true;
      });
      response.writeHead(200, { 'content-type': 'text/event-stream' }).write(': thinking\n\n');
      return;
    }
    if (received.body.stream) answerStreamed(response, received.body.model, turn);
    else answerPlain(response, received.body.model, turn);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    held,
    script(next) {
      turns = [...next];
      requests.length = 0;
      held.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
