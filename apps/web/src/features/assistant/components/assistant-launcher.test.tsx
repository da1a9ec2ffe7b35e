import { act, screen, waitFor, within } from '@testing-library/react';
import type { AssistantAnswer } from '@tranche/contracts/assistant';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN } from '../../../lib/auth/testing/fake-auth-client';
import { i18n } from '../../../lib/i18n';
import { failure, fakeApi, loadedUser, ok, userRoutes } from '../../account/testing/fake-api';
import { renderWithSession } from '../../account/testing/render-with-session';
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

function api(ask: () => ReturnType<typeof ok> | ReturnType<typeof failure> = () => ok(netNew)) {
  return fakeApi({
    ...userRoutes(loadedUser()).routes,
    'GET /llm/history': () => ok([answer()]),
    'POST /llm': ask,
    'DELETE /llm/history': () => ok({ deleted: 2 }),
    'POST /llm/tts': () =>
      failure(503, 'SPEECH_UNAVAILABLE', 'Speech output is not available on this server.'),
  });
}

const panel = () => screen.getByRole('dialog', { name: 'Assistant' });
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
    // Answered: the line is empty for the next question.
    expect(within(panel()).getByRole('textbox', { name: 'Your question' })).toHaveValue('');

    await user.click(within(figures).getByRole('link', { name: 'Show MRR' }));
    expect(router.state.location.pathname).toBe('/analytics/observe');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assistant' })).not.toBeInTheDocument());
  });

  it('keeps a failed question in the line with a retry, and turns speech off without an engine', async () => {
    let calls = 0;
    const fake = api(() => (++calls === 1 ? failure(500, 'INTERNAL', 'Boom') : ok(netNew)));
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
