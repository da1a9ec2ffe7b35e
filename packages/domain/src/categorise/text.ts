/**
 * Bank text is matched in one normal form: lower-case ASCII words separated by single spaces.
 * Umlauts and ß are spelt out the way banks without them write them (ä → ae, ß → ss), other
 * accents are dropped, punctuation separates words, and reference noise goes: IBANs, numbers of
 * four or more digits, and letter-digit codes with three or more digits. A code that is a short
 * prefix before a number keeps the prefix (`INV20412` → `inv`, `RE2025` → `re`).
 */

const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b/g;
const SPELT_OUT: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
};
const PREFIXED_NUMBER = /^([a-z]{2,5})\d{3,}$/;

function cleanWord(word: string): string {
  const digits = word.replace(/[^0-9]/g, '').length;
  if (digits === 0) return word;
  if (digits === word.length) return digits <= 3 ? word : '';
  const prefixed = PREFIXED_NUMBER.exec(word);
  if (prefixed) return prefixed[1]!;
  return digits >= 3 ? '' : word;
}

/** The normal form of a bank text field; '' for null or a field with nothing left. */
export function normaliseText(value: string | null | undefined): string {
  if (!value) return '';
  const spelt = value
    .replace(IBAN, ' ')
    .toLowerCase()
    .replace(/[äöüßæœøłđ]/g, (letter) => SPELT_OUT[letter]!)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
  return spelt
    .split(/[^a-z0-9]+/)
    .map(cleanWord)
    .filter((word) => word !== '')
    .join(' ');
}

function wordSource(word: string): string {
  const core = word.replace(/^\*|\*$/g, '');
  return `${word.startsWith('*') ? '[a-z0-9]*' : ''}${core}${word.endsWith('*') ? '[a-z0-9]*' : ''}`;
}

/**
 * A regular expression that finds any of `patterns` as whole words in normalised text. A pattern is
 * one or more words in normal form; `*` at the start or end of a word lets it be part of a longer
 * word, which is how German compounds are caught (`*miete` finds "bueromiete", `gehalt*` finds
 * "gehaltszahlung").
 */
export function wordsPattern(patterns: readonly string[]): RegExp {
  const alternatives = patterns.map((pattern) => pattern.split(' ').map(wordSource).join(' '));
  return new RegExp(`(?:^| )(?:${alternatives.join('|')})(?= |$)`);
}

/** Whether `phrase` (normalised) occurs in `text` (normalised) as whole words. */
export function containsWords(text: string, phrase: string): boolean {
  return phrase !== '' && ` ${text} `.includes(` ${phrase} `);
}
