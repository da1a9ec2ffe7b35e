import { PassThrough } from 'node:stream';
import {
  assistantAnswerResponseSchema,
  assistantAskBodySchema,
  assistantHistoryResponseSchema,
} from '@tranche/contracts/assistant';
import {
  ASSISTANT_STREAM_TYPE,
  type AssistantStreamEvent,
  sseEvent,
} from '@tranche/contracts/assistant-stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';
import { SERVER_ERROR_MESSAGE } from '../../lib/error-handler';
import { perUserRateLimit } from '../../lib/per-user-rate-limit';
import { loadAccountCaller, requireApprovedAccount } from '../accounts/account-context';
import { ask, clearHistory, history } from './assistant.service';

/**
 * The assistant (spec §7 `POST llm`): questions about the caller's own company — or, for an
 * investor, their portfolio and the market — answered from Tranche's own figures. Approved
 * companies only, like the analytics it reads; admins own no company and get 403.
 */
export const assistantRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  const guarded = { onRequest: app.requireUser, preHandler: requireApprovedAccount(container) };

  app.post(
    '/llm',
    {
      ...guarded,
      bodyLimit: 4 * 1024,
      // Each question may cost a language model's tokens: a person asks a few a minute.
      config: { rateLimit: perUserRateLimit('llm', container.env.ASSISTANT_RATE_LIMIT_PER_MINUTE) },
      schema: {
        tags: ['assistant'],
        summary: "Ask the assistant about the company's own figures",
        description:
          'Answers in English or German (default: the profile language) and lists every figure the answer states, ' +
          'with the screen that shows it. outcome ANSWERED, REFUSED (another company’s data) or UNANSWERABLE (says ' +
          'where to look instead); engine `model` (the language model at LLM_BASE_URL) or `offline`. Stored in the ' +
          'caller’s history. With `Accept: text/event-stream` the answer comes as Server-Sent Events: `delta` ' +
          '`{text}` pieces of the text while it is written, then one `answer` `{data, replaced}` with the stored ' +
          'answer (`replaced`: the checked text replaces what was streamed), or one `error` `{errors}`.',
        body: assistantAskBodySchema,
        response: { 200: assistantAnswerResponseSchema },
      },
    },
    async (request, reply) => {
      const caller = await loadAccountCaller(container, request);
      // A caller who hangs up stops the language model, whose tokens cost; the answer is still kept.
      const left = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) left.abort();
      });
      if (!request.headers.accept?.includes(ASSISTANT_STREAM_TYPE))
        return { data: (await ask(container, caller, request.body, undefined, left.signal)).answer };
      const stream = new PassThrough();
      const send = (event: AssistantStreamEvent) => stream.write(sseEvent(event));
      ask(container, caller, request.body, (text) => send({ event: 'delta', data: { text } }), left.signal)
        .then(({ answer, replaced }) => send({ event: 'answer', data: { data: answer, replaced } }))
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'assistant answer failed while streaming');
          send({ event: 'error', data: { errors: [{ code: 'INTERNAL', message: SERVER_ERROR_MESSAGE }] } });
        })
        .finally(() => stream.end());
      // Proxies must pass each event on at once rather than buffer the answer.
      return (
        reply
          .type(`${ASSISTANT_STREAM_TYPE}; charset=utf-8`)
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          // The 200 schema describes the JSON answer; a stream is sent as it is, never serialised.
          .send(stream as never)
      );
    },
  );

  app.get(
    '/llm/history',
    {
      ...guarded,
      schema: {
        tags: ['assistant'],
        summary: "The caller's own questions and answers, oldest first (the last 50)",
        response: { 200: assistantHistoryResponseSchema },
      },
    },
    async (request) => ({ data: await history(container, await loadAccountCaller(container, request)) }),
  );

  app.delete(
    '/llm/history',
    {
      ...guarded,
      schema: {
        tags: ['assistant'],
        summary: "Clears the caller's own chat history",
        response: { 200: z.object({ data: z.object({ deleted: z.int() }) }) },
      },
    },
    async (request) => ({
      data: { deleted: await clearHistory(container, await loadAccountCaller(container, request)) },
    }),
  );
};
