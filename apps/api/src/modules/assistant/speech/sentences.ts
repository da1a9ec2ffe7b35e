import type { SpeechLanguage } from './speech-engine';

/**
 * Abbreviations after which a full stop does not end a sentence. Unicode's sentence rules (what
 * Intl.Segmenter applies) break after "z." in "z. B. ein Test" and after "Mr." in "Mr. Smith";
 * a wrong break costs an audible pause in the middle of a sentence, a missed one only a slightly
 * later start of the audio.
 */
const ABBREVIATIONS: Record<SpeechLanguage, ReadonlySet<string>> = {
  en: new Set([
    'mr',
    'mrs',
    'ms',
    'dr',
    'prof',
    'st',
    'vs',
    'approx',
    'incl',
    'dept',
    'fig',
    'jan',
    'feb',
    'mar',
    'apr',
    'jun',
    'jul',
    'aug',
    'sep',
    'sept',
    'oct',
    'nov',
    'dec',
  ]),
  de: new Set([
    'nr',
    'dr',
    'prof',
    'hr',
    'fr',
    'bzw',
    'ca',
    'vgl',
    'inkl',
    'exkl',
    'zzgl',
    'ggf',
    'evtl',
    'gem',
    'lt',
    'max',
    'mio',
    'mrd',
    'tsd',
    'st',
    'abs',
    'jan',
    'feb',
    'apr',
    'jun',
    'jul',
    'aug',
    'sep',
    'sept',
    'okt',
    'nov',
    'dez',
  ]),
};

/**
 * A sentence longer than this is cut at its last comma, semicolon or space before it: a run-on
 * answer without full stops must not hold back the first audio.
 */
export const MAX_SENTENCE_LENGTH = 300;

/** The word before a sentence's closing full stop, lower-cased (`"Das ist z."` → `"z"`). */
function wordBeforeStop(sentence: string): string | null {
  const match = /(?:^|[\s(])([\p{L}\d]+)\.$/u.exec(sentence);
  return match?.[1]?.toLowerCase() ?? null;
}

function continuesAfter(sentence: string, language: SpeechLanguage): boolean {
  const word = wordBeforeStop(sentence);
  if (word === null) return false;
  // A lone letter is an initial or part of "z. B.", "d. h.", "u. a.".
  if (/^\p{L}$/u.test(word)) return true;
  // German ordinals and dates: "am 3. Mai", "der 2. Platz".
  if (language === 'de' && /^\d{1,2}$/.test(word)) return true;
  return ABBREVIATIONS[language].has(word);
}

function cutLong(sentence: string): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > MAX_SENTENCE_LENGTH) {
    const window = rest.slice(0, MAX_SENTENCE_LENGTH);
    const at = Math.max(window.lastIndexOf(', '), window.lastIndexOf('; '));
    const cut = at > 0 ? at + 1 : window.lastIndexOf(' ') > 0 ? window.lastIndexOf(' ') : MAX_SENTENCE_LENGTH;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** The text as sentences to speak one after another, in order, none empty. */
export function splitSentences(text: string, language: SpeechLanguage): string[] {
  const segments = [...new Intl.Segmenter(language, { granularity: 'sentence' }).segment(text)]
    .map(({ segment }) => segment.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const sentences: string[] = [];
  let pending = '';
  for (const segment of segments) {
    pending = pending ? `${pending} ${segment}` : segment;
    if (!continuesAfter(pending, language)) {
      sentences.push(pending);
      pending = '';
    }
  }
  if (pending) sentences.push(pending);
  return sentences.flatMap(cutLong);
}
