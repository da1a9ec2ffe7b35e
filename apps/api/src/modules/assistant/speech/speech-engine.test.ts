import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpeechEngine, pcmFromWav, SpeechUnavailableError } from './speech-engine';

/** RMS of 16-bit samples on a 0..1 scale. */
const rms = (samples: Int16Array) =>
  Math.sqrt(samples.reduce((sum, sample) => sum + (sample / 32768) ** 2, 0) / samples.length);

describe('speech engine (espeak-ng behind a process boundary)', () => {
  let dir: string;
  /** A stand-in engine that never answers, to see stuck and abandoned processes handled. */
  let stuck: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tranche-speech-'));
    stuck = path.join(dir, 'stuck-engine');
    await writeFile(stuck, '#!/bin/sh\nexec sleep 30\n');
    await chmod(stuck, 0o755);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('speaks English and German (with umlauts) as 16-bit samples at 22,050 Hz', async () => {
    const engine = createSpeechEngine();
    for (const [language, text] of [
      ['en', 'Your recurring revenue grew by four percent.'],
      ['de', 'Ihr wiederkehrender Umsatz ist um vier Prozent gewachsen, größer als erwartet.'],
    ] as const) {
      const pcm = await engine.synthesise(text, language);
      expect(pcm.sampleRate).toBe(22_050);
      expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(1.5);
      expect(rms(pcm.samples)).toBeGreaterThan(0.02);
    }
    expect(engine.running).toBe(0);
  });

  it('says the engine is missing rather than failing obscurely', async () => {
    const engine = createSpeechEngine({ command: path.join(dir, 'no-such-engine') });
    await expect(engine.synthesise('Hello.', 'en')).rejects.toBeInstanceOf(SpeechUnavailableError);
    expect(engine.running).toBe(0);
  });

  it('kills a process that takes too long', async () => {
    const engine = createSpeechEngine({ command: stuck, timeoutMs: 200 });
    const started = Date.now();
    await expect(engine.synthesise('Hello.', 'en')).rejects.toThrow(/no result within 200 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(engine.running).toBe(0);
  });

  it('runs at most the allowed number of processes; an aborted caller stops waiting or its process', async () => {
    const engine = createSpeechEngine({ command: stuck, maxProcesses: 2, timeoutMs: 30_000 });
    const controllers = [0, 1, 2].map(() => new AbortController());
    const calls = controllers.map((controller) =>
      engine.synthesise('Hello.', 'en', controller.signal).catch((error: unknown) => error),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(engine.running).toBe(2);
    // The waiting third leaves the queue; the running two are killed.
    for (const controller of controllers.reverse()) controller.abort(new Error('listener left'));
    const outcomes = await Promise.all(calls);
    for (const outcome of outcomes) expect(outcome).toEqual(new Error('listener left'));
    expect(engine.running).toBe(0);
  });

  it('refuses output that is not 16-bit mono WAV', () => {
    expect(() => pcmFromWav(Buffer.from('not audio at all'))).toThrow(/not a WAV/);
    const header = Buffer.alloc(44);
    header.write('RIFF', 0, 'ascii');
    header.write('WAVEfmt ', 8, 'ascii');
    header.writeUInt32LE(16, 16);
    header.writeUInt16LE(1, 20);
    header.writeUInt16LE(2, 22); // stereo
    header.writeUInt32LE(22_050, 24);
    header.writeUInt16LE(16, 34);
    header.write('data', 36, 'ascii');
    expect(() => pcmFromWav(header)).toThrow(/unexpected WAV format/);
  });
});
