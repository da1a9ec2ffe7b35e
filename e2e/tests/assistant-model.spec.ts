import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import {
  type FakeOpenAi,
  type FakeRequest,
  startFakeOpenAi,
} from '../../apps/api/src/modules/assistant/model/fake-openai-server';
import { DEMO_CLIENT, signInWithPassword } from '../support/accounts';

/*
 * The suite's server answers with the offline engine. This file starts a second one, one port up on
 * its own fresh database, whose language model is the API tests' fake OpenAI server, reached through
 * a proxy that passes the fake's events on 150 ms apart, as a model writes: slow enough to see the
 * answer's text grow in the browser.
 */
const e2eDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const port = Number(process.env.E2E_PORT ?? 3100) + 1;
const modelURL = `http://127.0.0.1:${port}`;
test.use({ baseURL: modelURL });

const EVENT_GAP_MS = 150;

/** Passes the fake model's answers on one Server-Sent Event at a time. */
async function startSlowProxy(fake: FakeOpenAi): Promise<Server> {
  const server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const upstream = await fetch(new URL(request.url ?? '/', fake.baseUrl), {
      method: request.method ?? 'POST',
      headers: { 'content-type': 'application/json', authorization: request.headers.authorization ?? '' },
      body,
    });
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? '' });
    for (const event of (await upstream.text()).split(/(?<=\n\n)/)) {
      response.write(event);
      await new Promise((resolve) => setTimeout(resolve, EVENT_GAP_MS));
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

async function waitUntilHealthy(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const healthy = await fetch(`${modelURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the model-engine server at ${modelURL} did not start`);
}

let fake: FakeOpenAi;
let proxy: Server;
let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startFakeOpenAi();
  proxy = await startSlowProxy(fake);
  const dataDir = path.join(e2eDir, '../.tmp', `e2e-data-${port}-model`);
  server = spawn(process.execPath, ['e2e-server.mjs'], {
    cwd: e2eDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: modelURL,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      LLM_BASE_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/v1`,
      LLM_API_KEY: 'e2e-key',
    },
  });
  await waitUntilHealthy(Date.now() + 170_000);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  proxy?.close();
  await fake?.close();
});

/** The display of the figure the last tool call returned, as a faithful model quotes it. */
const lastToolFigure = (request: FakeRequest): string =>
  JSON.parse(request.body.messages.at(-1)?.content ?? '{}').reading.figure.display;

interface ChatLogState {
  busy: string | null;
  text: string;
  answers: number;
}

/**
 * Records each state of the panel's chat log (the live region) as it changes, so a state that lasts
 * only a moment on a busy machine is not missed between two polls; returns a reader of the states.
 * (A script in the page: this project's types know no DOM.)
 */
async function recordChatLog(page: Page): Promise<() => Promise<ChatLogState[]>> {
  await page.evaluate(`{
    const region = document.querySelector('[role="dialog"] [aria-live="polite"]');
    window.chatLogStates = [];
    new MutationObserver(() =>
      window.chatLogStates.push({
        busy: region.getAttribute('aria-busy'),
        text: region.textContent,
        answers: region.querySelectorAll('[data-outcome]').length,
      }),
    ).observe(region, { subtree: true, childList: true, characterData: true, attributes: true });
  }`);
  return () => page.evaluate<ChatLogState[]>('window.chatLogStates');
}

test('the language model’s answer grows in the panel while it is written, then shows with its figures', async ({
  page,
}) => {
  const today = new Date().toISOString().slice(0, 10);
  fake.script([
    {
      toolCalls: [
        {
          name: 'kpi',
          arguments: { kpi: 'mrr', start: today, end: today, compare_start: null, compare_end: null },
        },
      ],
    },
    (request) => ({
      text: `Your MRR today is ${lastToolFigure(request)}. Analytics shows it on Observe, with how it changed over the months.`,
    }),
  ]);
  await signInWithPassword(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Assistant' })).toBeVisible();
  await page.keyboard.press('Alt+KeyA');
  const chat = page.getByRole('dialog', { name: 'Assistant' });
  await expect(chat.getByText('No questions yet. Try one of the suggestions below.')).toBeVisible();
  const chatLogStates = await recordChatLog(page);
  await chat.getByRole('button', { name: 'What is our MRR?' }).click();

  const answer = chat.locator('[data-outcome="ANSWERED"]');
  await expect(answer).toContainText(
    /^Your MRR today is €[\d,]+\.\d\d\. Analytics shows it on Observe, with/,
  );
  await expect(answer.getByRole('row', { name: /^MRR / })).toContainText(/€[\d,]+\.\d\d/);
  await expect(answer.getByRole('button', { name: 'Read aloud' })).toBeVisible();
  expect(fake.requests).toHaveLength(2);

  const states = await chatLogStates();
  // Before the answer: its first sentence alone (the rest still being written), while the log is
  // busy and shows no answer with figures yet. (The last sentence is let out only once the whole
  // text is checked, just before the answer, so it may never show on its own.)
  const firstSentenceOnly = /Your MRR today is €[\d,]+\.\d\d\.\s*The assistant is answering/;
  expect(states).toContainEqual({ busy: 'true', answers: 0, text: expect.stringMatching(firstSentenceOnly) });
  expect(states.at(-1)).toMatchObject({ busy: 'false', answers: 1 });
});
