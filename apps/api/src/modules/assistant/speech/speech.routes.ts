import { speechBodySchema } from '@tranche/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Container } from '../../../container';
import { perUserRateLimit } from '../../../lib/per-user-rate-limit';
import { loadCaller } from '../../accounts/account-context';
import { speak } from './speech.service';

/**
 * Spec §7 `POST llm/tts {message}`: the assistant's answer as MP3 for the chat to play. Any signed-in
 * user (client, investor or operator) may have their own text read aloud.
 */
export const speechRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  app.post(
    '/llm/tts',
    {
      onRequest: app.requireUser,
      // An answer of at most 2,000 characters, even in multi-byte letters.
      bodyLimit: 16 * 1024,
      config: {
        // Each request keeps the engine busy for seconds: a person listens to a few answers a minute.
        rateLimit: perUserRateLimit('tts', container.env.SPEECH_RATE_LIMIT_PER_MINUTE),
      },
      schema: {
        tags: ['assistant'],
        summary: 'The text read aloud: audio/mpeg, streamed sentence by sentence',
        body: speechBodySchema,
      },
    },
    async (request, reply) => {
      const caller = await loadCaller(container, request);
      const language = request.body.language ?? (caller.profile.language === 'de' ? 'de' : 'en');
      // A listener who leaves (closed chat, next answer) stops the engine mid-text.
      const listening = new AbortController();
      reply.raw.on('close', () => listening.abort());
      const audio = await speak(container.speech, request.body.message, language, listening.signal);
      return reply.type('audio/mpeg').header('cache-control', 'no-store').send(audio);
    },
  );
};
