import { MAX_SPEECH_LENGTH } from '@tranche/contracts';
import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor } from '../../../test/actors';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { updateProfile } from '../../accounts/profiles.repo';
import { createSpeechEngine, type SpeechEngine, type SpeechLanguage } from './speech-engine';

/** The MP3 decoded back, as a listener's player would. */
async function decode(mp3: Uint8Array) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, samplesDecoded, sampleRate, errors } = decoder.decode(mp3);
    const samples = channelData[0] ?? new Float32Array();
    const rms = Math.sqrt(samples.reduce((sum, sample) => sum + sample * sample, 0) / (samples.length || 1));
    return { seconds: samplesDecoded / sampleRate, sampleRate, rms, errors };
  } finally {
    decoder.free();
  }
}

const errorCode = async (response: Response) =>
  ((await response.json()) as { errors: Array<{ code: string }> }).errors[0]?.code;

const isFrameHeader = (bytes: Uint8Array) => bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;

/** The real engine, recording what it was asked and holding a sentence back when told to. */
function spyEngine(hold?: (text: string, signal?: AbortSignal) => Promise<void>) {
  const real = createSpeechEngine();
  const calls: Array<{ text: string; language: SpeechLanguage; signal?: AbortSignal }> = [];
  const engine: SpeechEngine = {
    get running() {
      return real.running;
    },
    async synthesise(text, language, signal) {
      calls.push({ text, language, signal });
      await hold?.(text, signal);
      return real.synthesise(text, language, signal);
    },
  };
  return { engine, calls };
}

/** Above what one test user asks here in total, and still quick to reach. */
const PER_MINUTE = 30;

const ENGLISH =
  'Your monthly recurring revenue grew by four percent. The churn rate stayed below two percent.';
const GERMAN =
  'Ihr monatlicher Umsatz ist um vier Prozent gewachsen. Die Kündigungsrate blieb z. B. unter zwei Prozent.';

describe('POST /api/llm/tts', () => {
  let t: TestApp;
  let client: Actor;
  let investor: Actor;
  let original: SpeechEngine;

  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      env: { RATE_LIMIT_PER_MINUTE: '100000', SPEECH_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) },
    });
    client = await createActor(t, { kind: 'client' });
    investor = await createActor(t, { kind: 'investor' });
    original = t.container.speech;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const post = (actor: Actor, body: unknown, signal?: AbortSignal) =>
    fetch(`${t.url}/api/llm/tts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${actor.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });

  it('reads English and German aloud as a playable MP3', async () => {
    for (const [language, text] of [
      ['en', ENGLISH],
      ['de', GERMAN],
    ] as const) {
      const response = await post(client, { message: text, language });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/mpeg');
      const mp3 = new Uint8Array(await response.arrayBuffer());
      expect(isFrameHeader(mp3)).toBe(true);
      const audio = await decode(mp3);
      expect(audio.errors).toEqual([]);
      expect(audio.sampleRate).toBe(22_050);
      // Two sentences of speech, not a click: over half a second each, and audible.
      expect(audio.seconds).toBeGreaterThan(2 * 0.5 * 2);
      expect(audio.rms).toBeGreaterThan(0.02);
    }
  });

  it("speaks in the caller's profile language unless the request names one", async () => {
    const spy = spyEngine();
    t.container.speech = spy.engine;
    try {
      // The first call creates the investor's profile (English by default).
      expect((await post(investor, { message: 'Good day.' })).status).toBe(200);
      await updateProfile(t.container.database.db, investor.sub, { language: 'de' });
      expect((await post(investor, { message: 'Guten Tag.' })).status).toBe(200);
      expect((await post(investor, { message: 'Good day.', language: 'en' })).status).toBe(200);
      expect(spy.calls.map((call) => call.language)).toEqual(['en', 'de', 'en']);
    } finally {
      t.container.speech = original;
    }
  });

  it('sends the first sentence while a later one is still being spoken', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const spy = spyEngine((text) => (text.startsWith('Finally') ? released : Promise.resolve()));
    t.container.speech = spy.engine;
    try {
      const text = `${ENGLISH} Payouts arrive within two days. Finally, your rating is B plus.`;
      // The last sentence is held until the first bytes are here: a server that waited for the
      // whole text would send nothing, and the race below would fail.
      const arriving = (async () => {
        const response = await post(client, { message: text });
        expect(response.status).toBe(200);
        const reader = response.body!.getReader();
        return { reader, first: await reader.read() };
      })();
      const { reader, first } = await Promise.race([
        arriving,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('no audio before the end')), 10_000),
        ),
      ]);
      expect(first.done).toBe(false);
      expect(isFrameHeader(first.value!)).toBe(true);
      release();
      const chunks = [first.value!];
      for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
      expect(chunks.length).toBeGreaterThan(1);
      const audio = await decode(Buffer.concat(chunks));
      expect(audio.errors).toEqual([]);
      expect(audio.seconds).toBeGreaterThan(4 * 0.5);
      expect(spy.calls.map((call) => call.text)).toEqual([
        'Your monthly recurring revenue grew by four percent.',
        'The churn rate stayed below two percent.',
        'Payouts arrive within two days.',
        'Finally, your rating is B plus.',
      ]);
    } finally {
      release();
      t.container.speech = original;
    }
  });

  it('stops the engine when the listener leaves', async () => {
    const spy = spyEngine(
      (text, signal) =>
        new Promise<void>((resolve, reject) => {
          if (!text.startsWith('Finally')) return resolve();
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        }),
    );
    t.container.speech = spy.engine;
    try {
      const leaving = new AbortController();
      const response = await post(client, { message: `${ENGLISH} Finally, goodbye.` }, leaving.signal);
      const reader = response.body!.getReader();
      await reader.read();
      leaving.abort();
      await expect.poll(() => spy.calls.at(-1)?.signal?.aborted, { timeout: 5_000 }).toBe(true);
      await expect.poll(() => spy.engine.running).toBe(0);
    } finally {
      t.container.speech = original;
    }
  });

  it('answers 503 SPEECH_UNAVAILABLE without the engine installed', async () => {
    t.container.speech = createSpeechEngine({ command: '/nonexistent/espeak-ng' });
    try {
      const response = await post(client, { message: 'Hello.' });
      expect(response.status).toBe(503);
      expect(await errorCode(response)).toBe('SPEECH_UNAVAILABLE');
    } finally {
      t.container.speech = original;
    }
  });

  it('refuses empty, too long and control-character text, and unknown languages', async () => {
    for (const body of [
      { message: '' },
      { message: '   ' },
      { message: 'a'.repeat(MAX_SPEECH_LENGTH + 1) },
      { message: 'Hello\u0000world' },
      { message: 'Hello \u202eworld' },
      { message: 'Hello', language: 'fr' },
      {},
    ]) {
      const response = await client.call('POST', '/api/llm/tts', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(response.json().errors[0].code).toBe('VALIDATION');
    }
    const multiLine = await post(client, { message: 'First line.\nSecond line.' });
    expect(multiLine.status).toBe(200);
    await multiLine.arrayBuffer();
  });

  it('refuses anonymous callers with 401 before reading the body', async () => {
    const response = await fetch(`${t.url}/api/llm/tts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Hello.' }),
    });
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe('UNAUTHENTICATED');
  });

  it('limits how often one user asks, per user', async () => {
    const eager = await createActor(t, { kind: 'investor', label: 'eager' });
    for (let i = 0; i < PER_MINUTE; i++) {
      expect((await eager.call('POST', '/api/llm/tts', { message: '' })).statusCode).toBe(400);
    }
    const limited = await eager.call('POST', '/api/llm/tts', { message: 'Hello.' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].code).toBe('TOO_MANY_REQUESTS');
    // Another user of the same address is not affected.
    expect((await client.call('POST', '/api/llm/tts', { message: '' })).statusCode).toBe(400);
  });
});
