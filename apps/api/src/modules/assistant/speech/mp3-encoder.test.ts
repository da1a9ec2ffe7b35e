import { MPEGDecoder } from 'mpg123-decoder';
import { describe, expect, it } from 'vitest';
import { openMp3Stream } from './mp3-encoder';

const RATE = 22_050;

/** A tone of `hz` for `seconds`, at half of full scale. */
function tone(hz: number, seconds: number): Int16Array {
  return Int16Array.from({ length: Math.round(RATE * seconds) }, (_, i) =>
    Math.round(16_000 * Math.sin((2 * Math.PI * hz * i) / RATE)),
  );
}

/** Seconds decoded and the tone's periods (its upward zero crossings). */
async function decode(parts: Uint8Array[]) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, samplesDecoded, sampleRate, errors } = decoder.decode(Buffer.concat(parts));
    const samples = channelData[0]!;
    // Upward crossings with hysteresis, so the encoder's faint noise around zero does not count.
    let crossings = 0;
    let low = false;
    for (const sample of samples) {
      if (sample < -0.1) low = true;
      else if (low && sample > 0.1) {
        crossings++;
        low = false;
      }
    }
    return {
      seconds: samplesDecoded / sampleRate,
      sampleRate,
      crossings,
      errors,
    };
  } finally {
    decoder.free();
  }
}

async function encode(pieces: Int16Array[]): Promise<Uint8Array[]> {
  const mp3 = await openMp3Stream(RATE);
  const parts: Uint8Array[] = [];
  for (const samples of pieces) {
    for await (const frames of mp3.encode({ sampleRate: RATE, samples })) parts.push(frames);
  }
  parts.push(await mp3.end());
  return parts;
}

describe('MP3 stream on encoder threads', () => {
  it('encodes pieces into one stream that decodes to the same length and pitch', async () => {
    const parts = await encode([tone(440, 1.5), tone(440, 2)]);
    expect(parts.length).toBeGreaterThan(2);
    expect(parts[0]![0]).toBe(0xff);
    const audio = await decode(parts);
    expect(audio.errors).toEqual([]);
    expect(audio.sampleRate).toBe(RATE);
    // The encoder adds at most a few frames of padding.
    expect(audio.seconds).toBeGreaterThanOrEqual(3.5);
    expect(audio.seconds).toBeLessThan(3.7);
    expect(audio.crossings / 3.5).toBeGreaterThan(436);
    expect(audio.crossings / 3.5).toBeLessThan(444);
  });

  it('keeps concurrent streams apart, more of them than there are threads', async () => {
    const pitches = [220, 330, 440, 550, 660];
    const outputs = await Promise.all(pitches.map((hz, i) => encode([tone(hz, 1 + i * 0.25)])));
    for (const [i, parts] of outputs.entries()) {
      const audio = await decode(parts);
      expect(audio.seconds).toBeGreaterThanOrEqual(1 + i * 0.25);
      expect(audio.seconds).toBeLessThan(1.2 + i * 0.25);
      const hz = audio.crossings / (1 + i * 0.25);
      expect(Math.abs(hz - pitches[i]!)).toBeLessThan(5);
    }
  });

  it('refuses samples at another rate than the stream was opened with', async () => {
    const mp3 = await openMp3Stream(RATE);
    try {
      await expect(mp3.encode({ sampleRate: 16_000, samples: tone(440, 0.1) }).next()).rejects.toThrow(
        /22050 Hz/,
      );
    } finally {
      mp3.drop();
    }
  });
});
