import { act, screen, waitFor, within } from '@testing-library/react';
import type { AssistantAnswer } from '@tranche/contracts/assistant';
import { sseEvent } from '@tranche/contracts/assistant-stream';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN } from '../../../lib/auth/testing/fake-auth-client';
import { i18n } from '../../../lib/i18n';
import { type FakeRoute, failure, fakeApi, loadedUser, ok, userRoutes } from '../../account/testing/fake-api';
import { renderWithSession } from '../../account/testing/render-with-session';
import { eventStream, streamedAnswer } from '../testing/event-stream';
import { AssistantLauncher } from './assistant-launcher';

const answer = (overrides: Partial<AssistantAnswer> = {}): AssistantAnswer => ({
  id: '0b7e4c1e-6a52-4d4f-9a51-3f1d2a7c9e01',
  question: 'What is our MRR?',
  language: 'en',
  text: 'Your MRR on Nov 26, 2026 is €12,345.00.',
  outcome: 'ANSWERED',
  figures: [
    {
      id: 'kpi:mrr',
      label: 'MRR',
      value: { kind: 'money', minor: 1_234_500, currency: 'EUR' },
      display: '€12,345.00',
      period: { start: '2026-11-26', end: '2026-11-26' },
      source: 'analytics',
      link: '/analytics/observe',
    },
  ],
  engine: 'offline',
  createdAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

const netNew = answer({
  id: '0b7e4c1e-6a52-4d4f-9a51-3f1d2a7c9e02',
  question: 'What was our net new MRR last quarter?',
  text: 'Your net new MRR from Jul 1 to Sep 30, 2026 was €2,000.00.',
  figures: [],
});

const routes = [
  {
    path: '/',
    element: (
      <>
        <AssistantLauncher />
        <Outlet />
      </>
    ),
    children: [
      { index: true, element: <p>Home screen</p> },
      { path: 'analytics/observe', element: <p>Observe screen</p> },
    ],
  },
];

function api(ask: FakeRoute = () => streamedAnswer(netNew)) {
  return fakeApi({
    ...userRoutes(loadedUser()).routes,
    'GET /llm/history': () => ok([answer()]),
    'POST /llm': ask,
    'DELETE /llm/history': () => ok({ deleted: 2 }),
    'POST /llm/tts': () =>
      failure(503, 'SPEECH_UNAVAILABLE', 'Speech output is not available on this server.'),
  });
}

/** How each question was sent (`POST /api/llm`): its headers and abort signal. */
const questionsSent = (fake: ReturnType<typeof fakeApi>) =>
  fake.fetch.mock.calls.flatMap(([url, init]) =>
    init && String(url).endsWith('/api/llm') && init.method === 'POST' ? [init] : [],
  );

/** The open panel, titled in English or German. */
const panel = () => screen.getByRole('dialog', { name: /^Assist[ae]nt$/ });
/** The drawer appears with a transition, a moment after it is asked for. */
const opened = (name = 'Assistant') => screen.findByRole('dialog', { name });

describe('assistant panel', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('opens with Alt+A, shows the history with its figures, and asks a suggested question', async () => {
    const fake = api();
    const { user, router } = renderWithSession(routes, { path: '/' });
    await screen.findByRole('button', { name: 'Assistant' });
    await user.keyboard('{Alt>}a{/Alt}');
    await opened();
    expect(await within(panel()).findByText('Your MRR on Nov 26, 2026 is €12,345.00.')).toBeInTheDocument();
    const figures = within(panel()).getByRole('table', { name: 'Figures in this answer' });
    expect(within(figures).getByRole('row', { name: /MRR €12,345.00 Nov 26, 2026/ })).toBeInTheDocument();

    await user.click(
      within(panel()).getByRole('button', { name: 'What is our rating and its weakest factor?' }),
    );
    expect(await within(panel()).findByText(netNew.text)).toBeInTheDocument();
    expect(fake.sent('POST', '/llm')[0]!.body).toEqual({
      message: 'What is our rating and its weakest factor?',
      language: 'en',
    });
    expect(questionsSent(fake).map((init) => new Headers(init.headers).get('accept'))).toEqual([
      'text/event-stream',
    ]);
    // Answered: the line is empty for the next question.
    expect(within(panel()).getByRole('textbox', { name: 'Your question' })).toHaveValue('');

    await user.click(within(figures).getByRole('link', { name: 'Show MRR' }));
    expect(router.state.location.pathname).toBe('/analytics/observe');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assistant' })).not.toBeInTheDocument());
  });

  it('keeps a failed question in the line with a retry, and turns speech off without an engine', async () => {
    let calls = 0;
    const fake = api(() => (++calls === 1 ? failure(500, 'INTERNAL', 'Boom') : streamedAnswer(netNew)));
    const { user } = renderWithSession(routes, { path: '/analytics/observe' });
    await user.click(await screen.findByRole('button', { name: 'Assistant' }));
    await opened();
    const line = await within(panel()).findByRole('textbox', { name: 'Your question' });
    // Suggestions follow the screen the panel was opened on.
    expect(within(panel()).getByRole('button', { name: netNew.question })).toBeInTheDocument();
    await user.click(line);
    await user.paste('What was our net new MRR last quarter?');
    await user.keyboard('{Enter}');
    expect(await within(panel()).findByText('Your question could not be answered.')).toBeInTheDocument();
    expect(line).toHaveValue('What was our net new MRR last quarter?');
    await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
    expect(await within(panel()).findByText(netNew.text)).toBeInTheDocument();
    expect(fake.sent('POST', '/llm')).toHaveLength(2);

    const [play] = within(panel()).getAllByRole('button', { name: 'Read aloud' });
    await user.click(play!);
    expect(
      await within(panel()).findByText('Speech output is not available on this server.'),
    ).toBeInTheDocument();
    for (const button of within(panel()).getAllByRole('button', { name: 'Read aloud' }))
      expect(button).toBeDisabled();
    expect(fake.sent('POST', '/llm/tts')[0]!.body).toEqual({ message: answer().text, language: 'en' });
  });

  it('clears the history only after confirmation, and marks a refusal', async () => {
    const fake = fakeApi({
      ...userRoutes(loadedUser()).routes,
      'GET /llm/history': () =>
        ok([answer({ outcome: 'REFUSED', text: 'I can only answer about your own company.', figures: [] })]),
      'DELETE /llm/history': () => ok({ deleted: 1 }),
    });
    const { user } = renderWithSession(routes, { path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Assistant' }));
    await opened();
    expect(await within(panel()).findByText('Not your data')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Clear history' }));
    const confirm = await screen.findByRole('dialog', { name: 'Clear the chat history?' });
    expect(fake.sent('DELETE', '/llm/history')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Clear history' }));
    expect(
      await within(panel()).findByText('No questions yet. Try one of the suggestions below.'),
    ).toBeInTheDocument();
    expect(fake.sent('DELETE', '/llm/history')).toHaveLength(1);
  });

  it('tells a company in review that the assistant waits for its approval, in German', async () => {
    await act(() => i18n.changeLanguage('de'));
    fakeApi({
      ...userRoutes(loadedUser({ reviewStatus: 'PENDING' })).routes,
      'GET /llm/history': () => failure(403, 'ACCOUNT_IN_REVIEW', 'Your account is getting reviewed.'),
    });
    const { user } = renderWithSession(routes, { path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Assistent' }));
    await opened('Assistent');
    expect(
      await screen.findByText('Der Assistent antwortet, sobald Ihr Konto freigegeben ist.'),
    ).toBeInTheDocument();
  });

  it('is not offered to admins, who own no company', async () => {
    fakeApi({});
    renderWithSession(routes, { path: '/', claims: ADMIN });
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assistant' })).not.toBeInTheDocument();
  });
});

describe('an answer streamed while it is written', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  const mrrNow = answer({
    id: '0b7e4c1e-6a52-4d4f-9a51-3f1d2a7c9e03',
    question: 'What is our MRR now?',
    text: 'Your MRR on Nov 27, 2026 is €12,400.00.',
    figures: [
      { ...answer().figures[0]!, display: '€12,400.00', period: { start: '2026-11-27', end: '2026-11-27' } },
    ],
  });
  const delta = (text: string) => sseEvent({ event: 'delta', data: { text } });
  const final = (data: AssistantAnswer, replaced = false) =>
    sseEvent({ event: 'answer', data: { data, replaced } });

  /** Opens the panel and asks `mrrNow`'s question; `ask` answers it. */
  async function askMrrNow(ask: FakeRoute, history: FakeRoute = () => ok([answer()])) {
    const fake = fakeApi({
      ...userRoutes(loadedUser()).routes,
      'GET /llm/history': history,
      'POST /llm': ask,
    });
    const view = renderWithSession(routes, { path: '/' });
    await view.user.click(await screen.findByRole('button', { name: /^Assist[ae]nt$/ }));
    const line = await screen.findByRole('textbox', { name: /^(Your question|Ihre Frage)$/ });
    await view.user.click(line);
    await view.user.paste(mrrNow.question);
    await view.user.keyboard('{Enter}');
    return { ...view, fake, line };
  }
  const liveRegion = () => panel().querySelector('[aria-live="polite"]');

  it('shows the text as it arrives, busy for screen readers, then the stored answer with its figures', async () => {
    const stream = eventStream();
    const { line } = await askMrrNow(() => stream.response);
    stream.send(delta('Your MRR on Nov 27, 2026 '));
    expect(await within(panel()).findByText('Your MRR on Nov 27, 2026')).toBeInTheDocument();
    expect(liveRegion()).toHaveAttribute('aria-busy', 'true');
    // An event split across chunks is read once complete.
    const rest = delta('is €12,400.00.');
    stream.send(rest.slice(0, 20));
    stream.send(rest.slice(20));
    expect(await within(panel()).findByText(mrrNow.text)).toBeInTheDocument();
    expect(within(panel()).getAllByRole('table', { name: 'Figures in this answer' })).toHaveLength(1);
    expect(line).toHaveValue(mrrNow.question);

    const stored = final(mrrNow);
    stream.send(stored.slice(0, 40));
    stream.send(stored.slice(40));
    stream.end();
    await waitFor(() => expect(liveRegion()).toHaveAttribute('aria-busy', 'false'));
    const tables = within(panel()).getAllByRole('table', { name: 'Figures in this answer' });
    expect(tables).toHaveLength(2);
    expect(within(tables[1]!).getByRole('row', { name: /MRR €12,400.00 Nov 27, 2026/ })).toBeInTheDocument();
    expect(within(panel()).getAllByText(mrrNow.text)).toHaveLength(1);
    expect(within(panel()).getAllByRole('button', { name: 'Read aloud' })).toHaveLength(2);
    expect(within(panel()).getAllByRole('button', { name: 'Copy answer' })).toHaveLength(2);
    expect(line).toHaveValue('');
  });

  it('shows the checked answer instead of the text written when it was replaced', async () => {
    const stream = eventStream();
    await askMrrNow(() => stream.response);
    stream.send(delta('Your MRR is €99,999.00. '));
    expect(await within(panel()).findByText('Your MRR is €99,999.00.')).toBeInTheDocument();
    stream.send(final({ ...mrrNow, engine: 'offline' }, true));
    stream.end();
    expect(await within(panel()).findByText(mrrNow.text)).toBeInTheDocument();
    expect(within(panel()).queryByText(/€99,999.00/)).not.toBeInTheDocument();
  });

  it('keeps the question for a retry when the answer fails while it is written', async () => {
    let calls = 0;
    const stream = eventStream();
    const { user, line, fake } = await askMrrNow(() =>
      ++calls === 1 ? stream.response : streamedAnswer(mrrNow),
    );
    stream.send(delta('Your MRR on '));
    expect(await within(panel()).findByText('Your MRR on')).toBeInTheDocument();
    stream.send(
      sseEvent({ event: 'error', data: { errors: [{ code: 'INTERNAL', message: 'Server error' }] } }),
    );
    stream.end();
    expect(await within(panel()).findByText('Your question could not be answered.')).toBeInTheDocument();
    expect(within(panel()).getByText('Something went wrong!')).toBeInTheDocument();
    expect(within(panel()).queryByText('Your MRR on')).not.toBeInTheDocument();
    expect(line).toHaveValue(mrrNow.question);
    await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
    expect(await within(panel()).findByText(mrrNow.text)).toBeInTheDocument();
    expect(fake.sent('POST', '/llm').map((request) => request.body)).toEqual([
      { message: mrrNow.question, language: 'en' },
      { message: mrrNow.question, language: 'en' },
    ]);
  });

  it('says so in German when the stream ends before its answer', async () => {
    await act(() => i18n.changeLanguage('de'));
    const stream = eventStream();
    const { line } = await askMrrNow(() => stream.response);
    stream.send(delta('Ihr MRR am '));
    stream.end();
    expect(
      await within(panel()).findByText('Die Antwort wurde unterbrochen, bevor sie vollständig war.'),
    ).toBeInTheDocument();
    expect(within(panel()).getByText('Ihre Frage konnte nicht beantwortet werden.')).toBeInTheDocument();
    expect(line).toHaveValue(mrrNow.question);
  });

  it('shows a refused request (429) as the API says it, with the question kept', async () => {
    const { line } = await askMrrNow(() =>
      failure(429, 'TOO_MANY_REQUESTS', 'Too many requests, please wait for a moment!'),
    );
    expect(await within(panel()).findByText('Your question could not be answered.')).toBeInTheDocument();
    expect(within(panel()).getByText('Too many requests, please wait for a moment!')).toBeInTheDocument();
    expect(line).toHaveValue(mrrNow.question);
  });

  it('aborts the question when the panel closes, without an error, and loads the history again', async () => {
    const stream = eventStream();
    let historyCalls = 0;
    // The server stores the answer of a question it was asked, even if the browser stopped listening.
    const { user, fake } = await askMrrNow(
      () => stream.response,
      () => ok(++historyCalls === 1 ? [answer()] : [answer(), mrrNow]),
    );
    stream.send(delta('Your MRR on '));
    expect(await within(panel()).findByText('Your MRR on')).toBeInTheDocument();
    const [sent] = questionsSent(fake);
    // As fetch does: an aborted request's body fails.
    sent!.signal!.addEventListener('abort', stream.abort);
    await user.keyboard('{Alt>}a{/Alt}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assistant' })).not.toBeInTheDocument());
    expect(sent!.signal!.aborted).toBe(true);

    await user.keyboard('{Alt>}a{/Alt}');
    await opened();
    expect(await within(panel()).findByText(mrrNow.text)).toBeInTheDocument();
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(panel()).queryByText('Your question could not be answered.')).not.toBeInTheDocument();
    expect(fake.sent('GET', '/llm/history')).toHaveLength(2);
  });
});
