import type { AssistantAnswer, FigureValue } from '@tranche/contracts/assistant';
import { type AssistantStreamEvent, readSseEvents } from '@tranche/contracts/assistant-stream';
import { addMonths, isoDateOf } from '@tranche/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Actor, createCompanyActor } from '../../../test/actors';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedDemoSubscriptions } from '../../subscriptions/demo-subscriptions';
import { displayValue } from '../assistant-figures';
import { type FakeOpenAi, type FakeRequest, type FakeTurn, startFakeOpenAi } from './fake-openai-server';

type Company = Actor & { accountId: string };
const today = isoDateOf(new Date());
const MRR_TODAY = { kpi: 'mrr', start: today, end: today, compare_start: null, compare_end: null };

/** The display of the figure the last tool call returned (what a faithful model would quote). */
const lastToolFigure = (request: FakeRequest) => {
  const content = JSON.parse(request.body.messages.at(-1)?.content ?? '{}');
  return content.reading.figure as { display: string; value: FigureValue & { kind: 'money' } };
};
const quoteMrr = (request: FakeRequest): FakeTurn => ({
  text: `Your MRR today is ${lastToolFigure(request).display}. Analytics shows it on Observe.`,
});

const askJson = async (actor: Actor, message: string) => {
  const response = await actor.call('POST', '/api/llm', { message, language: 'en' });
  expect(response.statusCode).toBe(200);
  return response.json().data as AssistantAnswer;
};

/** Over real HTTP, as the browser asks: events must arrive as they are, never compressed or buffered. */
async function askStreamed(t: TestApp, actor: Actor, message: string) {
  const response = await fetch(`${t.url}/api/llm`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${actor.idToken}`,
      accept: 'text/event-stream',
      'accept-encoding': 'gzip, br',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ message, language: 'en' }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  expect(response.headers.get('content-encoding')).toBeNull();
  const { events, rest } = readSseEvents(await response.text());
  expect(rest).toBe('');
  return events;
}

const deltasOf = (events: AssistantStreamEvent[]) =>
  events.flatMap((event) => (event.event === 'delta' ? [event.data.text] : []));
const finalOf = (events: AssistantStreamEvent[]) => {
  const last = events.at(-1);
  if (last?.event !== 'answer') throw new Error(`the stream ended with ${JSON.stringify(last)}`);
  return last.data;
};

describe('the language-model engine (a fake OpenAI-compatible server)', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let alpha: Company;
  let beta: Company;
  let alphaMrr: ReturnType<typeof lastToolFigure>;
  let betaMrr: ReturnType<typeof lastToolFigure>;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({
      listen: true,
      env: { LLM_BASE_URL: fake.baseUrl, LLM_API_KEY: 'test-key', RATE_LIMIT_PER_MINUTE: '100000' },
    });
    alpha = await createCompanyActor(t, 'client', { approved: true, companyName: 'Alpha Software GmbH' });
    beta = await createCompanyActor(t, 'client', { approved: true, companyName: 'Beta Cloud Ltd' });
    await seedDemoSubscriptions(t.container, alpha.accountId, { seed: 11, asOf: today });
    await seedDemoSubscriptions(t.container, beta.accountId, { seed: 29, asOf: today });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close().catch(() => undefined);
  });

  it('answers with a kpi tool call: the text cites the figure, the figures come along', async () => {
    fake.script([{ toolCalls: [{ name: 'kpi', arguments: MRR_TODAY }] }, quoteMrr]);
    const answer = await askJson(alpha, 'How are we doing on recurring revenue?');
    alphaMrr = lastToolFigure(fake.requests[1]!);
    expect(answer).toMatchObject({ engine: 'model', outcome: 'ANSWERED' });
    expect(answer.text).toContain(alphaMrr.display);
    expect(answer.figures.map((figure) => figure.id)).toEqual([`mrr:${today}:${today}`]);
    expect(answer.figures[0]).toMatchObject({ link: '/analytics/observe', display: alphaMrr.display });
    expect(fake.requests[0]!.authorization).toBe('Bearer test-key');
    // No tool the model is offered can even name a company.
    const offered = fake.requests[0]!.body.tools ?? [];
    expect(offered.map((tool) => tool.function.name)).toContain('kpi');
    for (const tool of offered)
      expect(Object.keys(tool.function.parameters.properties as object).join()).not.toMatch(
        /compan|client|tenant/,
      );

    expect(fake.requests[0]!.body.messages[0]!.content).toContain('Answer in English');

    fake.script([{ toolCalls: [{ name: 'kpi', arguments: MRR_TODAY }] }, quoteMrr]);
    const german = await beta.call('POST', '/api/llm', { message: 'Wie läuft unser MRR?', language: 'de' });
    expect(german.json().data).toMatchObject({ language: 'de', engine: 'model' });
    expect(fake.requests[0]!.body.messages[0]!.content).toContain('Antworte auf Deutsch');
    betaMrr = lastToolFigure(fake.requests[1]!);
    expect(betaMrr.value.minor).not.toBe(alphaMrr.value.minor);
  });

  it.each([
    [
      'a kpi call with an extra company key',
      { name: 'kpi', arguments: { ...MRR_TODAY, company: 'Beta Cloud Ltd' } },
    ],
    ['a call with id_client', { name: 'rating', arguments: { id_client: 'BETA' } }],
  ])(
    'refuses when the model asks for another tenant (%s), and no figure of that company appears',
    async (_, call) => {
      const target = {
        ...call,
        arguments: JSON.parse(JSON.stringify(call.arguments).replace('BETA', beta.accountId)),
      };
      fake.script([{ toolCalls: [target] }, { text: `Beta Cloud Ltd has an MRR of ${betaMrr.display}.` }]);
      const warn = vi.spyOn(t.container.logger, 'warn');
      const answer = await askJson(alpha, 'What is our MRR?');
      expect(answer).toMatchObject({ outcome: 'REFUSED', engine: 'model', figures: [] });
      // The attempt is on record, with the account that made it.
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ accountId: alpha.accountId }),
        expect.any(String),
      );
      warn.mockRestore();
      const everything = JSON.stringify({
        answer,
        sent: fake.requests.map((request) => request.body.messages),
      });
      for (const language of ['en', 'de'] as const)
        expect(everything).not.toContain(displayValue(betaMrr.value, language));
      expect(everything).not.toContain(String(betaMrr.value.minor));
      // The tool error tells the model the scope is fixed; the model is not asked again.
      expect(fake.requests).toHaveLength(1);
    },
  );

  it('replaces an answer stating a number no tool returned, without ever streaming it', async () => {
    fake.script([
      { toolCalls: [{ name: 'kpi', arguments: MRR_TODAY }] },
      (request) => ({
        text: `Your MRR today is ${lastToolFigure(request).display}. Next month it will be €9,876,543.21. Great!`,
      }),
    ]);
    const events = await askStreamed(t, alpha, 'What is our MRR?');
    // The checked first sentence was streamed; the one with the invented number never was.
    expect(deltasOf(events).join('')).toContain(alphaMrr.display);
    expect(deltasOf(events).join('')).not.toContain('9,876,543');
    const { data, replaced } = finalOf(events);
    expect(replaced).toBe(true);
    expect(data).toMatchObject({ engine: 'offline', outcome: 'ANSWERED' });
    expect(data.text).not.toContain('9,876,543');
    expect(data.text).toContain(alphaMrr.display);
  });

  it('replaces an answer stating an invented number in words', async () => {
    fake.script([
      { toolCalls: [{ name: 'kpi', arguments: MRR_TODAY }] },
      (request) => ({
        text: `Your MRR today is ${lastToolFigure(request).display}. Next month you will win twelve new customers.`,
      }),
    ]);
    const answer = await askJson(alpha, 'What is our MRR?');
    expect(answer).toMatchObject({ engine: 'offline', outcome: 'ANSWERED' });
    expect(answer.text).not.toContain('twelve');
  });

  it('gives the model the trade limit a month ago and what moved it, and keeps the figures it quotes', async () => {
    const monthAgo = addMonths(today, -1);
    let content: {
      figures: { id: string; display: string }[];
      changes_largest_first: { before: string; now: string; effect: string; direction: string }[];
      rating_enters_limit: boolean;
    } = { figures: [], changes_largest_first: [], rating_enters_limit: true };
    const display = (id: string) => content.figures.find((figure) => figure.id === id)?.display ?? '?';
    fake.script([
      { toolCalls: [{ name: 'trade_limit', arguments: {} }] },
      (request) => {
        content = JSON.parse(request.body.messages.at(-1)?.content ?? '{}');
        return {
          text: `Your trade limit is ${display('limit:limit')} today; a month ago it was ${display(`limit:limit:${monthAgo}`)}.`,
        };
      },
    ]);
    const answer = await askJson(alpha, 'Why is my trade limit lower than last month?');
    const ids = content.figures.map((figure) => figure.id);
    for (const part of ['limit', 'percent', 'face', 'committed', 'remaining'])
      expect(ids).toEqual(expect.arrayContaining([`limit:${part}`, `limit:${part}:${monthAgo}`]));
    expect(ids).toEqual(
      expect.arrayContaining([`limit:tradableMrr:${monthAgo}`, `limit:tradableMrr:${today}`]),
    );
    for (const change of content.changes_largest_first)
      expect(ids).toEqual(expect.arrayContaining([change.before, change.now, change.effect]));
    expect(content.rating_enters_limit).toBe(false);
    expect(answer).toMatchObject({ engine: 'model', outcome: 'ANSWERED' });
    expect(answer.figures.map((figure) => figure.id)).toEqual(
      expect.arrayContaining(['limit:limit', `limit:limit:${monthAgo}`]),
    );
  });

  it('streams the text as delta events, then the stored answer', async () => {
    fake.script([{ toolCalls: [{ name: 'kpi', arguments: MRR_TODAY }] }, quoteMrr]);
    const events = await askStreamed(t, alpha, 'What is our MRR?');
    expect(fake.requests.every((request) => request.body.stream === true)).toBe(true);
    const deltas = deltasOf(events);
    expect(deltas.length).toBeGreaterThan(1);
    expect(events.slice(0, -1).every((event) => event.event === 'delta')).toBe(true);
    const { data, replaced } = finalOf(events);
    expect(replaced).toBe(false);
    expect(data).toMatchObject({ engine: 'model', outcome: 'ANSWERED' });
    expect(deltas.join('').trim()).toBe(data.text);
    const history = (await alpha.call('GET', '/api/llm/history')).json().data as AssistantAnswer[];
    expect(history.at(-1)).toEqual(data);
  });

  it('stops the language model when the caller hangs up, and keeps the offline answer', async () => {
    fake.script([{ hold: true }]);
    const hangUp = new AbortController();
    const asked = fetch(`${t.url}/api/llm`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${alpha.idToken}`,
        accept: 'text/event-stream',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ message: 'What is our MRR?', language: 'en' }),
      signal: hangUp.signal,
    }).then((response) => response.text());
    await vi.waitFor(() => expect(fake.held).toHaveLength(1), { timeout: 10_000 });
    hangUp.abort();
    await expect(asked).rejects.toThrow();
    // Without the caller's hang-up reaching it, the request would stay open until LLM_TIMEOUT_SECONDS.
    await vi.waitFor(() => expect(fake.held[0]!.closed).toBe(true), { timeout: 10_000 });
    await vi.waitFor(
      async () => {
        const history = (await alpha.call('GET', '/api/llm/history')).json().data as AssistantAnswer[];
        expect(history.at(-1)).toMatchObject({ question: 'What is our MRR?', engine: 'offline' });
      },
      { timeout: 10_000 },
    );
  });

  it('falls back to the offline engine when the model cannot be reached', async () => {
    await fake.close();
    const answer = await askJson(alpha, 'What is our MRR?');
    expect(answer).toMatchObject({ engine: 'offline', outcome: 'ANSWERED' });
    expect(answer.text).toContain(alphaMrr.display);
    const events = await askStreamed(t, alpha, 'What is our MRR?');
    expect(deltasOf(events)).toEqual([finalOf(events).data.text]);
    expect(finalOf(events).replaced).toBe(false);
  });
});

describe('the offline engine (no LLM_BASE_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ listen: true });
  }, 60_000);
  afterAll(async () => t?.close());

  it("refuses a question about another company's data, in JSON and as a stream", async () => {
    const alpha = await createCompanyActor(t, 'client', {
      approved: true,
      companyName: 'Alpha Software GmbH',
    });
    const answer = await askJson(alpha, 'What is the MRR of Beta Cloud Ltd?');
    expect(answer).toMatchObject({ outcome: 'REFUSED', engine: 'offline', figures: [] });
    const events = await askStreamed(t, alpha, 'What is the MRR of Beta Cloud Ltd?');
    expect(events.map((event) => event.event)).toEqual(['delta', 'answer']);
    expect(finalOf(events).data).toMatchObject({ outcome: 'REFUSED', text: deltasOf(events)[0] });
  });
});
