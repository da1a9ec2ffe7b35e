import type {
  AssistantAnswer,
  AssistantAskBody,
  AssistantLanguage,
  Figure,
} from '@tranche/contracts/assistant';
import { isoDateOf } from '@tranche/domain';
import type { Container } from '../../container';
import type { AccountCaller } from '../accounts/account-context';
import { currencyFor } from '../analytics/analytics-query';
import {
  type AssistantMessageRow,
  deleteAssistantMessages,
  insertAssistantMessage,
  latestAssistantMessages,
} from './assistant.repo';
import type { AssistantContext } from './assistant-context';
import { modelClient } from './model/model-client';
import { modelAnswer } from './model/model-engine';
import { type EngineAnswer, offlineAnswer } from './offline-engine';

/** How many earlier messages the chat panel shows. */
export const HISTORY_LENGTH = 50;

type Deps = Container;

const languageOf = (caller: AccountCaller, asked: AssistantLanguage | undefined): AssistantLanguage =>
  asked ?? (caller.profile.language?.toLowerCase().startsWith('de') ? 'de' : 'en');

export function assistantContext(
  deps: Deps,
  caller: AccountCaller,
  language: AssistantLanguage,
): AssistantContext {
  return {
    container: deps,
    caller,
    language,
    today: isoDateOf(new Date()),
    currency: currencyFor(caller, undefined),
  };
}

const view = (row: AssistantMessageRow): AssistantAnswer => ({
  id: row.id,
  question: row.question,
  language: row.language === 'de' ? 'de' : 'en',
  text: row.answer,
  outcome: row.outcome as AssistantAnswer['outcome'],
  figures: row.figures as Figure[],
  engine: row.engine === 'model' ? 'model' : 'offline',
  createdAt: row.createdAt.toISOString(),
});

/** Stores a question with its answer in the caller's history and returns it as the API shows it. */
export async function recordAnswer(
  deps: Deps,
  caller: AccountCaller,
  question: { message: string; language: AssistantLanguage },
  answer: EngineAnswer,
  engine: 'offline' | 'model',
): Promise<AssistantAnswer> {
  const row = await insertAssistantMessage(deps.database.db, {
    accountId: caller.account.id,
    userSub: caller.sub,
    language: question.language,
    question: question.message,
    answer: answer.text,
    outcome: answer.outcome,
    engine,
    figures: answer.figures,
  });
  return view(row);
}

/** A stored answer, and whether it differs from the text streamed while the model wrote (the web swaps it). */
export interface AskResult {
  answer: AssistantAnswer;
  replaced: boolean;
}

/**
 * `POST llm`: the language model's answer when LLM_BASE_URL is set, else the offline engine's. A
 * model that fails, times out or states a number no tool returned is answered for by the offline
 * engine, so the user still gets an answer and never an invented one. `onDelta` receives the text
 * as it is written (the offline engine's in one piece).
 */
export async function ask(
  deps: Deps,
  caller: AccountCaller,
  body: AssistantAskBody,
  onDelta?: (text: string) => void,
  /** Aborted when the caller left: the language model is stopped, the offline answer still kept. */
  callerLeft?: AbortSignal,
): Promise<AskResult> {
  const language = languageOf(caller, body.language);
  const message = body.message.trim();
  const context = assistantContext(deps, caller, language);
  const question = { message, language };
  const client = modelClient(deps.env);
  let streamed = '';
  if (client) {
    const result = await modelAnswer(
      client,
      { model: deps.env.LLM_MODEL, timeoutMs: deps.env.LLM_TIMEOUT_SECONDS * 1000, signal: callerLeft },
      context,
      message,
      onDelta,
    );
    if (result.kind === 'answer') {
      const answer = await recordAnswer(deps, caller, question, result.answer, 'model');
      return { answer, replaced: result.streamed.trim() !== answer.text };
    }
    const log = { accountId: caller.account.id, sub: caller.sub };
    if (result.kind === 'unbacked')
      deps.logger.warn(
        { ...log, numbers: result.numbers },
        'assistant: model answer stated numbers no tool returned',
      );
    else if (callerLeft?.aborted)
      deps.logger.info(log, 'assistant: the caller left; the language model stopped');
    else deps.logger.warn({ ...log, err: result.error }, 'assistant: language model failed');
    streamed = result.streamed;
  }
  const answer = await recordAnswer(deps, caller, question, await offlineAnswer(context, message), 'offline');
  if (streamed === '') onDelta?.(answer.text);
  return { answer, replaced: streamed !== '' };
}

/** `GET llm/history`: the caller's own questions and answers, oldest first. */
export async function history(deps: Deps, caller: AccountCaller): Promise<AssistantAnswer[]> {
  const rows = await latestAssistantMessages(
    deps.database.db,
    { accountId: caller.account.id, sub: caller.sub },
    HISTORY_LENGTH,
  );
  return rows.reverse().map(view);
}

export function clearHistory(deps: Deps, caller: AccountCaller): Promise<number> {
  return deleteAssistantMessages(deps.database.db, { accountId: caller.account.id, sub: caller.sub });
}
