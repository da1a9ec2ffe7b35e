import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../../env';
import { modelClient } from './model-client';

describe('the language model configuration', () => {
  it('is off by default: the offline engine answers', () => {
    const env = loadEnv({});
    expect(env.LLM_MODEL).toBe('gpt-4o-mini');
    expect(modelClient(env)).toBeNull();
  });

  it('takes the endpoint and its key only as a pair, and only an http(s) endpoint', () => {
    expect(() => loadEnv({ LLM_BASE_URL: 'http://localhost:11434/v1' })).toThrow(
      /LLM_BASE_URL, LLM_API_KEY: set both or neither/,
    );
    expect(() => loadEnv({ LLM_BASE_URL: 'ftp://example.com', LLM_API_KEY: 'k' })).toThrow(/http\(s\) URL/);
  });

  it('talks to the configured endpoint with the configured key and timeout, one client per configuration', () => {
    const env = loadEnv({
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      LLM_API_KEY: 'key-1',
      LLM_TIMEOUT_SECONDS: '7',
    });
    const client = modelClient(env);
    expect(client).toMatchObject({
      baseURL: 'http://127.0.0.1:9/v1',
      apiKey: 'key-1',
      timeout: 7000,
      maxRetries: 1,
    });
    expect(modelClient(env)).toBe(client);
  });
});
