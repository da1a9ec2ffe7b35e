import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { AssistantAnswer } from '@tranche/contracts/assistant';
import { sseEvent } from '@tranche/contracts/assistant-stream';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { fakeApi } from '../../account/testing/fake-api';
import { eventStream, streamedAnswer } from '../testing/event-stream';
import { ASSISTANT_HISTORY_KEY, useAsk } from './assistant.api';

const netNew: AssistantAnswer = {
  id: '0b7e4c1e-6a52-4d4f-9a51-3f1d2a7c9e02',
  question: 'What was our net new MRR last quarter?',
  language: 'en',
  text: 'Your net new MRR from Jul 1 to Sep 30, 2026 was €2,000.00.',
  outcome: 'ANSWERED',
  figures: [],
  engine: 'offline',
  createdAt: '2026-11-26T10:00:00.000Z',
};

describe('useAsk', () => {
  it('aborts the running question when asked again, without an error, and keeps the history marked for a reload', async () => {
    const first = eventStream();
    let calls = 0;
    const fake = fakeApi({ 'POST /llm': () => (++calls === 1 ? first.response : streamedAnswer(netNew)) });
    const queryClient = createQueryClient();
    queryClient.setQueryData<AssistantAnswer[]>(ASSISTANT_HISTORY_KEY, []);
    const { result } = renderHook(() => useAsk(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    });

    act(() => result.current.mutate({ message: 'What is our MRR?', language: 'en' }));
    await waitFor(() => expect(fake.fetch).toHaveBeenCalled());
    const signal = fake.fetch.mock.calls[0]![1]!.signal!;
    // As fetch does: an aborted request's body fails.
    signal.addEventListener('abort', first.abort);
    first.send(sseEvent({ event: 'delta', data: { text: 'Your MRR ' } }));
    await waitFor(() => expect(result.current.text).toBe('Your MRR '));

    act(() => result.current.mutate({ message: netNew.question, language: 'en' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(signal.aborted).toBe(true);
    expect(result.current.text).toBe(netNew.text);
    expect(queryClient.getQueryData(ASSISTANT_HISTORY_KEY)).toEqual([netNew]);
    // The server may still store the aborted question's answer: the next panel loads the history again.
    expect(queryClient.getQueryState(ASSISTANT_HISTORY_KEY)?.isInvalidated).toBe(true);
  });
});
