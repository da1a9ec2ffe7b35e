import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AssistantAnswer,
  type AssistantLanguage,
  assistantHistoryResponseSchema,
} from '@tranche/contracts/assistant';
import {
  ASSISTANT_STREAM_TYPE,
  type AssistantStreamEvent,
  readSseStream,
} from '@tranche/contracts/assistant-stream';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';

export const ASSISTANT_HISTORY_KEY = ['assistant', 'history'] as const;
/** The API keeps the last 50 questions; the panel shows no more than it would load again. */
const HISTORY_LIMIT = 50;

const historyOf = assistantHistoryResponseSchema.shape.data;

/** `GET /api/llm/history`: the user's own questions and answers, oldest first. Loaded when the panel opens. */
export function useAssistantHistory(enabled: boolean) {
  return useQuery({
    queryKey: ASSISTANT_HISTORY_KEY,
    enabled,
    queryFn: async ({ signal }) => historyOf.parse((await api.get('/llm/history', { signal })) ?? []),
  });
}

export interface Question {
  message: string;
  language: AssistantLanguage;
}

/**
 * Code of the error shown when the stream ends before its answer (the connection broke, or garbage
 * came); its text is the assistant's own, so the sign-in page's error texts stay as small as they are.
 */
const ANSWER_CUT_OFF = 'ANSWER_CUT_OFF';

/**
 * Reads a streamed answer: `onText` gets each piece of text as it is written; resolves with the
 * stored answer, or throws the `error` event's error, or ANSWER_CUT_OFF when the stream breaks or
 * ends without either. An aborted question throws its AbortError.
 */
async function readStreamedAnswer(
  response: Response,
  signal: AbortSignal,
  onText: (text: string) => void,
): Promise<AssistantAnswer> {
  const cutOff = () => new ApiError(response.status, ANSWER_CUT_OFF, i18n.t('assistant:cutOff'));
  if (!response.body) throw cutOff();
  let last: AssistantStreamEvent | undefined;
  try {
    for await (const event of readSseStream(response.body)) {
      signal.throwIfAborted();
      last = event;
      if (event.event !== 'delta') break;
      onText(event.data.text);
    }
  } catch (error) {
    if (signal.aborted) throw error;
    throw cutOff();
  }
  if (last?.event === 'answer') return last.data.data;
  const failure = last?.event === 'error' ? last.data.errors[0] : undefined;
  if (failure) throw new ApiError(response.status, failure.code, failure.message);
  throw cutOff();
}

/**
 * `POST /api/llm` as Server-Sent Events: `text` is the answer written so far; the stored answer then
 * joins the history at its end, so the panel shows it without a reload. Asking again, or unmounting
 * (the panel closed), aborts the running question without an error.
 */
export function useAsk() {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  // A question that ended without its answer (aborted, cut off) may still be answered and stored by
  // the server: the history is loaded again when next shown, also after later answers are appended.
  const markHistoryStale = () =>
    void queryClient.invalidateQueries({ queryKey: ASSISTANT_HISTORY_KEY, refetchType: 'none' });
  const mutation = useMutation({
    onMutate: () => {
      running.current?.abort();
      setText('');
    },
    mutationFn: async (question: Question) => {
      const controller = new AbortController();
      running.current = controller;
      const { signal } = controller;
      const response = await api.postStream('/llm', question, { signal, accept: ASSISTANT_STREAM_TYPE });
      return readStreamedAnswer(response, signal, (piece) => setText((written) => written + piece));
    },
    onSuccess: (answer) => {
      const stale = queryClient.getQueryState(ASSISTANT_HISTORY_KEY)?.isInvalidated === true;
      queryClient.setQueryData<AssistantAnswer[]>(ASSISTANT_HISTORY_KEY, (history = []) =>
        [...history, answer].slice(-HISTORY_LIMIT),
      );
      if (stale) markHistoryStale();
    },
    onError: markHistoryStale,
  });
  return { ...mutation, text };
}

/** `DELETE /api/llm/history`: forgets every question of the user. */
export function useClearHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.del<{ deleted: number }>('/llm/history'),
    onSuccess: () => queryClient.setQueryData<AssistantAnswer[]>(ASSISTANT_HISTORY_KEY, []),
  });
}
