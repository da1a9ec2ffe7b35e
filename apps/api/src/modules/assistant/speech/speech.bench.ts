/**
 * `npm run bench -- speech`: an assistant answer of five sentences read aloud through
 * `POST /api/llm/tts`, in English and in German, over real HTTP. Prints the time to the first audio
 * byte (what a listener waits before playback starts) and the time to the last, against the
 * physical anchor of the audio's own duration: the real-time factor (time taken / seconds of
 * speech) must stay well below 1 for playback never to stall. The first round includes the
 * encoder's warm-up after a start; the second is the steady state. Prints, never fails on time.
 */
import { MPEGDecoder } from 'mpg123-decoder';
import { createActor } from '../../../test/actors';
import { createTestApp } from '../../../test/test-app';

const ANSWERS = {
  en: [
    'Your monthly recurring revenue grew by four point two percent in October.',
    'Net revenue retention stayed at one hundred and six percent over the last twelve months.',
    'Churn was low: three of your two hundred and forty customers cancelled.',
    'Your credit rating is B plus, which allows you to trade up to sixty percent of your book.',
    'The next repayment of twelve thousand euros is due on the first of December.',
  ].join(' '),
  de: [
    'Ihr monatlich wiederkehrender Umsatz ist im Oktober um vier Komma zwei Prozent gewachsen.',
    'Die Netto-Umsatzbindung lag in den letzten zwölf Monaten bei hundertsechs Prozent.',
    'Die Kündigungen blieben gering: drei Ihrer zweihundertvierzig Kunden haben gekündigt.',
    'Ihr Rating ist B plus, damit können Sie bis zu sechzig Prozent Ihres Bestands handeln.',
    'Die nächste Rückzahlung über zwölftausend Euro ist am ersten Dezember fällig.',
  ].join(' '),
} as const;

async function seconds(mp3: Uint8Array): Promise<number> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { samplesDecoded, sampleRate } = decoder.decode(mp3);
    return samplesDecoded / sampleRate;
  } finally {
    decoder.free();
  }
}

const t = await createTestApp({ listen: true, runWorkers: false });
try {
  const user = await createActor(t, { kind: 'client', label: 'bench' });
  for (const round of ['first after start', 'steady']) {
    for (const [language, message] of Object.entries(ANSWERS)) {
      const started = performance.now();
      const response = await fetch(`${t.url}/api/llm/tts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message, language }),
      });
      if (response.status !== 200)
        throw new Error(`tts answered ${response.status}: ${await response.text()}`);
      const reader = response.body!.getReader();
      const chunks: Uint8Array[] = [];
      let firstByteMs = 0;
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        if (chunks.length === 0) firstByteMs = performance.now() - started;
        chunks.push(next.value);
      }
      const totalMs = performance.now() - started;
      const audio = await seconds(Buffer.concat(chunks));
      console.log(
        `${language} (${round}): 5 sentences, ${audio.toFixed(1)} s of speech; ` +
          `first audio byte ${Math.round(firstByteMs)} ms, last ${Math.round(totalMs)} ms`,
      );
      console.log(`tts ${language} ${round} real-time factor: ${(totalMs / 1000 / audio).toFixed(3)}`);
      console.log(
        `tts ${language} ${round} first-byte/audio ratio: ${(firstByteMs / 1000 / audio).toFixed(3)}`,
      );
    }
  }
} finally {
  await t.close();
}
process.exit(0);
