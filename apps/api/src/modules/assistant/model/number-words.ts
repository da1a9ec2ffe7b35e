/**
 * Numbers written in words, English and German, read to their value so that the number guard
 * checks them as it checks digits: "three customers", "twenty-one", "one hundred and five",
 * "a hundred", "two thousand five hundred", "a dozen", "two and a half million", "zwölf Monate",
 * "einundzwanzig", "zweihundertfünfzig", "dreitausend", "eine Million", "ein Dutzend",
 * "zweieinhalb".
 *
 * What is not read as a number, and why:
 * - "one" on its own and the German articles ein, eine, einen, einem, einer, eines on their own:
 *   far more often an article or a pronoun ("one of your connections", "vor einem Monat") than a
 *   count, and 1 is the weakest claim a sentence can make. As part of a number they count ("one
 *   hundred", "eine Million", "einundzwanzig"); German "eins", which is never an article, counts.
 * - "a"/"an" except before hundred, thousand, million, billion or dozen ("a hundred" is 100).
 * - Vague plurals: hundreds, thousands, millions, dozens, Hunderte, Tausende, Millionen or Dutzende
 *   without a number before them.
 * - Ordinals (first, second, zweite, dritten): they order or rank, they state no amount. The day of
 *   a date written with an ordinal ("the first of March", "am ersten März") is read by the guard's
 *   dates instead.
 * - Fractions (half, a third, zwei Drittel) other than "and a half" / "…einhalb" / "anderthalb".
 */

/** A number the words state, where it is written, and how exactly they state it. */
export interface WordNumber {
  /** The words as written. */
  text: string;
  index: number;
  value: number;
  /** Decimal places the words carry: 0, or 1 for "and a half", "zweieinhalb". */
  decimals: number;
  /** What those decimals are of: 1, or the scale after them ("two and a half million": 1,000,000). */
  unit: number;
}

type Atom =
  | { kind: 'zero' | 'hundred' | 'dozen' | 'article' | 'and' | 'other' }
  | { kind: 'unit' | 'teen' | 'tens'; value: number }
  /** A German number word (one token below a million), maybe with "einhalb". */
  | { kind: 'whole'; value: number; decimals: number }
  /** Thousand, million, …; `bare`: a number on its own ("thousand" = 1,000), not only after one. */
  | { kind: 'scale'; value: number; bare: boolean };

const EN_SMALL: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const EN_TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, { value: number; bare: boolean }> = {
  thousand: { value: 1e3, bare: true },
  million: { value: 1e6, bare: false },
  billion: { value: 1e9, bare: false },
  tsd: { value: 1e3, bare: false },
  millionen: { value: 1e6, bare: false },
  mio: { value: 1e6, bare: false },
  milliarde: { value: 1e9, bare: false },
  milliarden: { value: 1e9, bare: false },
  mrd: { value: 1e9, bare: false },
  billionen: { value: 1e12, bare: false },
};
const ARTICLES = new Set(['a', 'an', 'ein', 'eine', 'einen', 'einem', 'einer', 'eines']);

const DE_UNITS: Record<string, number> = {
  ein: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
};
const DE_TEENS: Record<string, number> = {
  zehn: 10,
  elf: 11,
  zwölf: 12,
  dreizehn: 13,
  vierzehn: 14,
  fünfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  achtzehn: 18,
  neunzehn: 19,
};
const DE_TENS: Record<string, number> = {
  zwanzig: 20,
  dreißig: 30,
  dreissig: 30,
  vierzig: 40,
  fünfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
};
const DE_TENS_WORD = Object.keys(DE_TENS).join('|');
const DE_UNIT_WORD = Object.keys(DE_UNITS).join('|');
const DE_COMPOUND = new RegExp(`^(${DE_UNIT_WORD})und(${DE_TENS_WORD})$`, 'u');

const own = <T>(table: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** 1–99 as one German word: "eins", "zwölf", "vierzig", "einundzwanzig" ("ein" only inside a number). */
function deBelow100(word: string, inside: boolean): number | null {
  if (word === 'eins' || (inside && word === 'ein')) return 1;
  if (word === 'ein') return null;
  const direct = own(DE_UNITS, word) ?? own(DE_TEENS, word) ?? own(DE_TENS, word);
  if (direct !== undefined) return direct;
  const compound = DE_COMPOUND.exec(word);
  return compound ? DE_UNITS[compound[1]!]! + DE_TENS[compound[2]!]! : null;
}

/** 1–999 as one German word: "hundert", "zweihundertfünfzig", "hundertundeins". */
function deBelow1000(word: string, inside: boolean): number | null {
  const at = word.indexOf('hundert');
  if (at < 0) return deBelow100(word, inside);
  const head = word.slice(0, at);
  const hundreds = head === '' ? 1 : own(DE_UNITS, head);
  if (hundreds === undefined) return null;
  const tail = word.slice(at + 'hundert'.length).replace(/^und/u, '');
  if (tail === '') return hundreds * 100;
  const rest = deBelow100(tail, true);
  return rest === null ? null : hundreds * 100 + rest;
}

/** A German number word below a million ("dreitausendzweihundert"), or null when the word is no number. */
export function germanNumber(word: string): number | null {
  const at = word.indexOf('tausend');
  if (at < 0) return deBelow1000(word, false);
  const head = word.slice(0, at);
  const thousands = head === '' ? 1 : deBelow1000(head, true);
  if (thousands === null) return null;
  const tail = word.slice(at + 'tausend'.length).replace(/^und/u, '');
  if (tail === '') return thousands * 1000;
  const rest = deBelow1000(tail, true);
  return rest === null ? null : thousands * 1000 + rest;
}

function atomOf(word: string): Atom {
  if (word === 'zero' || word === 'null') return { kind: 'zero' };
  if (word === 'hundred') return { kind: 'hundred' };
  if (word === 'dozen' || word === 'dutzend') return { kind: 'dozen' };
  if (word === 'and') return { kind: 'and' };
  if (ARTICLES.has(word)) return { kind: 'article' };
  const small = own(EN_SMALL, word);
  if (small !== undefined) return { kind: small < 10 ? 'unit' : 'teen', value: small };
  const tens = own(EN_TENS, word);
  if (tens !== undefined) return { kind: 'tens', value: tens };
  const scale = own(SCALES, word);
  if (scale) return { kind: 'scale', ...scale };
  if (word === 'anderthalb' || word === 'eineinhalb') return { kind: 'whole', value: 1.5, decimals: 1 };
  if (word.endsWith('einhalb') && word !== 'einhalb') {
    const whole = germanNumber(word.slice(0, -'einhalb'.length));
    return whole === null ? { kind: 'other' } : { kind: 'whole', value: whole + 0.5, decimals: 1 };
  }
  const german = germanNumber(word);
  return german === null ? { kind: 'other' } : { kind: 'whole', value: german, decimals: 0 };
}

interface Token {
  word: string;
  index: number;
  end: number;
  atom: Atom;
  /** Written right after the previous token, with only spaces or a hyphen between ("twenty-one"). */
  joined: boolean;
}

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/\p{L}+/gu)) {
    const word = match[0].toLowerCase();
    const previous = tokens.at(-1);
    const gap = previous ? text.slice(previous.end, match.index) : '';
    tokens.push({
      word,
      index: match.index,
      end: match.index + match[0].length,
      atom: atomOf(word),
      joined: previous !== undefined && /^[ \t\u00a0]*-?[ \t\u00a0]*$/u.test(gap) && gap !== '',
    });
  }
  return tokens;
}

type State =
  | 'start'
  | 'article'
  | 'unit'
  | 'teen'
  | 'tens'
  | 'tensUnit'
  | 'whole'
  | 'hundred'
  | 'scale'
  | 'done';

interface Parsed {
  /** The index after the number's last token. */
  end: number;
  value: number;
  decimals: number;
  unit: number;
}

const isSmall = (atom: Atom | undefined): atom is { kind: 'unit' | 'teen' | 'tens'; value: number } =>
  atom?.kind === 'unit' || atom?.kind === 'teen' || atom?.kind === 'tens';

/**
 * The longest number that starts at token `i`: English by its grammar (units, teens, tens,
 * hundred, thousand, million, "and" after hundred or a scale, "and a half", dozen), German number
 * words as one token each, followed by Millionen, Milliarden or Dutzend.
 */
function numberAt(tokens: readonly Token[], i: number): Parsed | null {
  let total = 0;
  let current = 0;
  let decimals = 0;
  let unit = 1;
  let lastScale = Number.POSITIVE_INFINITY;
  // Widened: scaleBy() changes it too, which narrowing does not see.
  let state = 'start' as State;
  let j = i;
  /** The token at k if it continues the number's words (joined to the one before). */
  const at = (k: number) => (k === i || tokens[k]?.joined ? tokens[k] : undefined);
  const scaleBy = (scale: { value: number; bare: boolean }) => {
    if (scale.value >= lastScale || (state === 'start' && !scale.bare)) return false;
    const count = state === 'start' || state === 'article' ? 1 : current;
    if (count === 0) return false;
    total += count * scale.value;
    if (decimals > 0) unit = scale.value;
    current = 0;
    lastScale = scale.value;
    state = 'scale';
    return true;
  };
  for (; state !== 'done'; j++) {
    const atom = at(j)?.atom;
    if (!atom) break;
    if (atom.kind === 'zero') {
      if (state !== 'start') break;
      state = 'done';
    } else if (atom.kind === 'article') {
      const after = at(j + 1)?.atom.kind;
      if (state !== 'start' || (after !== 'hundred' && after !== 'scale' && after !== 'dozen')) break;
      state = 'article';
    } else if (atom.kind === 'scale') {
      if (!scaleBy(atom)) break;
    } else if (atom.kind === 'hundred') {
      if (state === 'start' || state === 'article') current = 100;
      else if ((state === 'unit' || state === 'teen') && current < 20) current *= 100;
      else break;
      state = 'hundred';
    } else if (atom.kind === 'dozen') {
      if (state === 'hundred' || state === 'scale') break;
      current = (state === 'start' || state === 'article' ? 1 : current) * 12;
      state = 'done';
    } else if (atom.kind === 'and') {
      const half = at(j + 1)?.word === 'a' && at(j + 2)?.word === 'half';
      if (half && state !== 'start' && state !== 'article' && state !== 'hundred' && state !== 'scale') {
        // "two and a half", "two and a half million"
        current += 0.5;
        decimals = 1;
        j += 2;
        const scale = at(j + 1)?.atom;
        if (scale?.kind === 'scale' && scaleBy(scale)) j += 1;
        state = 'done';
      } else if ((state === 'hundred' || state === 'scale') && isSmall(at(j + 1)?.atom)) {
        // "one hundred and five", "two thousand and twenty": the number goes on.
      } else break;
    } else if (isSmall(atom)) {
      if (state === 'start' || state === 'scale' || state === 'hundred') state = atom.kind;
      else if (state === 'tens' && atom.kind === 'unit') state = 'tensUnit';
      else break;
      current += atom.value;
    } else if (atom.kind === 'whole') {
      if (state !== 'start' && !(state === 'scale' && atom.value < lastScale)) break;
      current += atom.value;
      decimals = Math.max(decimals, atom.decimals);
      state = 'whole';
    } else break;
  }
  if (state === 'start' || state === 'article') return null;
  return { end: j, value: total + current, decimals, unit };
}

/** The numbers a text writes in words, in order (see the module's comment for what is left out). */
export function wordNumbers(text: string): WordNumber[] {
  const tokens = tokensOf(text);
  const found: WordNumber[] = [];
  for (let i = 0; i < tokens.length; ) {
    const parsed = numberAt(tokens, i);
    if (!parsed) {
      i += 1;
      continue;
    }
    const first = tokens[i]!;
    const last = tokens[parsed.end - 1]!;
    const alone = parsed.end === i + 1;
    i = parsed.end;
    // "one" alone is a pronoun or an article as often as a count.
    if (alone && first.word === 'one') continue;
    found.push({
      text: text.slice(first.index, last.end),
      index: first.index,
      value: parsed.value,
      decimals: parsed.decimals,
      unit: parsed.unit,
    });
  }
  return found;
}

const EN_ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};
const DE_ORDINAL_STEMS: Record<string, number> = {
  erst: 1,
  zweit: 2,
  dritt: 3,
  viert: 4,
  fünft: 5,
  sechst: 6,
  siebt: 7,
  siebent: 7,
  acht: 8,
  neunt: 9,
  zehnt: 10,
  elft: 11,
  zwölft: 12,
  dreizehnt: 13,
  vierzehnt: 14,
  fünfzehnt: 15,
  sechzehnt: 16,
  siebzehnt: 17,
  achtzehnt: 18,
  neunzehnt: 19,
  zwanzigst: 20,
  dreißigst: 30,
  dreissigst: 30,
};

/** Days of a month (1–31) as English ordinal words: first, twenty-first, thirty-first. */
export const EN_ORDINAL_DAYS: ReadonlyMap<string, number> = (() => {
  const days = new Map<string, number>(Object.entries(EN_ORDINALS));
  const units = Object.keys(EN_ORDINALS).slice(0, 9);
  for (const [index, ordinal] of units.entries()) days.set(`twenty-${ordinal}`, 21 + index);
  days.set('thirty-first', 31);
  return days;
})();

/** Days of a month (1–31) as German ordinal words, inflected: erste, ersten, einundzwanzigsten. */
export const DE_ORDINAL_DAYS: ReadonlyMap<string, number> = (() => {
  const stems = new Map<string, number>(Object.entries(DE_ORDINAL_STEMS));
  for (const [unit, value] of Object.entries(DE_UNITS)) stems.set(`${unit}undzwanzigst`, 20 + value);
  stems.set('einunddreißigst', 31);
  stems.set('einunddreissigst', 31);
  const days = new Map<string, number>();
  for (const [stem, value] of stems)
    for (const ending of ['e', 'en', 'er', 'es', 'em']) days.set(`${stem}${ending}`, value);
  return days;
})();
