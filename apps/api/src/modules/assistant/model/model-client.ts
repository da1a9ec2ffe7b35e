import OpenAI from 'openai';
import type { Env } from '../../../env';

const clients = new WeakMap<Env, OpenAI>();

/**
 * The OpenAI-compatible endpoint of LLM_BASE_URL, or null when none is configured (then the
 * offline engine answers). Every setting comes from env.ts, never from the SDK's own variables.
 */
export function modelClient(env: Env): OpenAI | null {
  if (!env.LLM_BASE_URL || !env.LLM_API_KEY) return null;
  let client = clients.get(env);
  if (!client) {
    client = new OpenAI({
      baseURL: env.LLM_BASE_URL,
      apiKey: env.LLM_API_KEY,
      organization: null,
      project: null,
      timeout: env.LLM_TIMEOUT_SECONDS * 1000,
      // One retry of a failed call; a slower or broken endpoint leaves the answer to the offline engine.
      maxRetries: 1,
    });
    clients.set(env, client);
  }
  return client;
}
