import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AssistantAnswer,
  type AssistantLanguage,
  assistantAnswerSchema,
  assistantHistoryResponseSchema,
} from '@tranche/contracts/assistant';
import { api } from '../../../lib/api-client';

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

/** `POST /api/llm`: the answer joins the history at its end, so the panel shows it without a reload. */
export function useAsk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (question: Question) =>
      assistantAnswerSchema.parse(await api.post<AssistantAnswer>('/llm', question)),
    onSuccess: (answer) =>
      queryClient.setQueryData<AssistantAnswer[]>(ASSISTANT_HISTORY_KEY, (history = []) =>
        [...history, answer].slice(-HISTORY_LIMIT),
      ),
  });
}

/** `DELETE /api/llm/history`: forgets every question of the user. */
export function useClearHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.del<{ deleted: number }>('/llm/history'),
    onSuccess: () => queryClient.setQueryData<AssistantAnswer[]>(ASSISTANT_HISTORY_KEY, []),
  });
}
