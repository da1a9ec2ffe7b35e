import type { Figure } from '@tranche/contracts/assistant';
import { DE_ORDINAL_DAYS, EN_ORDINAL_DAYS, wordNumbers } from './number-words';

/**
 * The promise of the assistant: it never states a number that no tool returned. A language model
 * may still write one, so every number in its text is checked against what the tools returned in
 * this conversation (and what the question itself named) before the answer is kept: digits, digits
 * with a scale ("1.2 million", "3 Mio.", "5k") and numbers in words, English and German
 * ("twenty-one", "zwölf", "eine Million"; number-words.ts says which words are not read and why).
 */
export interface Evidence {
  /** Amounts, counts and percentages the tools returned or the question named. */
  numbers: number[];
  /** Days (ISO) the tools returned, their arguments named, or today. */
  dates: string[];
}

const MONTHS: readonly string[][] = [
  ['january', 'januar', 'jan'],
  ['february', 'februar', 'feb'],
  ['march', 'märz', 'mar', 'mär'],
  ['april', 'apr'],
  ['may', 'mai'],
  ['june', 'juni', 'jun'],
  ['july', 'juli', 'jul'],
  ['august', 'aug'],
  ['september', 'sept', 'sep'],
  ['october', 'oktober', 'oct', 'okt'],
  ['november', 'nov'],
  ['december', 'dezember', 'dec', 'dez'],
];
const MONTH_OF = new Map(MONTHS.flatMap((names, index) => names.map((name) => [name, index + 1] as const)));
const alternation = (words: Iterable<string>) =>
  `(${[...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/-/g, '[ -]'))
    .join('|')})`;
const MONTH_WORD = `${alternation(MONTH_OF.keys())}\\.?`;
/** Months spelled out, for dates with an ordinal word ("may" not after the day: "you may first …"). */
const FULL_MONTHS = [
  'january',
  'januar',
  'february',
  'februar',
  'march',
  'märz',
  'april',
  'may',
  'mai',
  'june',
  'juni',
  'july',
  'juli',
  'august',
  'september',
  'october',
  'oktober',
  'november',
  'december',
  'dezember',
];
const FULL_MONTH = alternation(FULL_MONTHS);
const FULL_MONTH_NOT_MAY = alternation(FULL_MONTHS.filter((name) => name !== 'may'));
const EN_ORDINAL = alternation(EN_ORDINAL_DAYS.keys());
const DE_ORDINAL = alternation(DE_ORDINAL_DAYS.keys());

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const monthOf = (name: string) => MONTH_OF.get(name.toLowerCase()) ?? 0;
const ordinalOf = (word: string) => {
  const key = word.toLowerCase().replace(/ /g, '-');
  return EN_ORDINAL_DAYS.get(key) ?? DE_ORDINAL_DAYS.get(key) ?? 0;
};
/** A day of a month, with its year when written, else of any year. */
const dayOf = (year: string | undefined, month: number, day: number) =>
  year ? iso(+year, month, day) : `*-${pad(month)}-${pad(day)}`;

/** Written dates, each with the days it may mean (d/m/y and m/d/y are both read). */
const DATE_PATTERNS: { pattern: RegExp; days: (m: RegExpExecArray) => string[] }[] = [
  { pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g, days: (m) => [iso(+m[1]!, +m[2]!, +m[3]!)] },
  {
    pattern: /\b(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})\b/g,
    days: (m) => [iso(+m[3]!, +m[2]!, +m[1]!)],
  },
  {
    pattern: /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g,
    days: (m) => [iso(+m[3]!, +m[2]!, +m[1]!), iso(+m[3]!, +m[1]!, +m[2]!)],
  },
  {
    pattern: new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th|\\.)?\\s+(?:of\\s+)?${MONTH_WORD}\\s+(\\d{4})\\b`,
      'giu',
    ),
    days: (m) => [iso(+m[3]!, monthOf(m[2]!), +m[1]!)],
  },
  {
    pattern: new RegExp(`\\b${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'giu'),
    days: (m) => [iso(+m[3]!, monthOf(m[1]!), +m[2]!)],
  },
  // A day of a month without the year ("from March 1", "am 1. März"): some day the tools named.
  {
    pattern: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th|\\.)?\\s+(?:of\\s+)?${MONTH_WORD}(?![\\p{L}])`, 'giu'),
    days: (m) => [`*-${pad(monthOf(m[2]!))}-${pad(+m[1]!)}`],
  },
  {
    pattern: new RegExp(`\\b${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`, 'giu'),
    days: (m) => [`*-${pad(monthOf(m[1]!))}-${pad(+m[2]!)}`],
  },
  // The day as an ordinal word: "the first of March", "March the fifteenth, 2026", "am ersten März".
  {
    pattern: new RegExp(
      `(?<![\\p{L}])${EN_ORDINAL}\\s+of\\s+${FULL_MONTH}(?:,?\\s+(\\d{4})\\b)?(?![\\p{L}])`,
      'giu',
    ),
    days: (m) => [dayOf(m[3], monthOf(m[2]!), ordinalOf(m[1]!))],
  },
  {
    pattern: new RegExp(
      `(?<![\\p{L}])${FULL_MONTH_NOT_MAY}\\s+(?:the\\s+)?${EN_ORDINAL}(?:,?\\s+(\\d{4})\\b)?(?![\\p{L}])`,
      'giu',
    ),
    days: (m) => [dayOf(m[3], monthOf(m[1]!), ordinalOf(m[2]!))],
  },
  {
    pattern: new RegExp(`(?<![\\p{L}])${DE_ORDINAL}\\s+${FULL_MONTH}(?:\\s+(\\d{4})\\b)?(?![\\p{L}])`, 'giu'),
    days: (m) => [dayOf(m[3], monthOf(m[2]!), ordinalOf(m[1]!))],
  },
];

/** Whether a written day is one of the known days; a day without its year matches any year. */
const knownDay = (day: string, known: ReadonlySet<string>) =>
  day.startsWith('*') ? [...known].some((k) => k.endsWith(day.slice(1))) : known.has(day);

/** Scale words and suffixes after digits: "1.2 million", "3 Mio.", "2 Tausend", "€5k", "€1.5bn". */
const SCALE_OF: Record<string, number> = {
  thousand: 1e3,
  tausend: 1e3,
  tsd: 1e3,
  k: 1e3,
  million: 1e6,
  millionen: 1e6,
  mio: 1e6,
  m: 1e6,
  mn: 1e6,
  billion: 1e9,
  milliarde: 1e9,
  milliarden: 1e9,
  mrd: 1e9,
  bn: 1e9,
  billionen: 1e12,
};
/** After a space only words and "bn"/"mn": "5 m" may be metres, "5 k" anything. */
const SPACED_SCALE = alternation(Object.keys(SCALE_OF).filter((word) => word !== 'k' && word !== 'm'));
/**
 * Digits with thousands and decimal separators, not glued to a word ("Q1", "H2" are names), and
 * the scale word or suffix after them.
 */
const NUMBER = new RegExp(
  `(?<![\\p{L}\\p{N}_])(\\d+(?:[.,'\\u00a0\\u202f]\\d+)*)(?:(k|m|mn|bn)(?![\\p{L}\\p{N}])|[ \\u00a0]${SPACED_SCALE}(?![\\p{L}]))?`,
  'giu',
);

/** One way to read a written number: its value, and how far from it a value may be to round to it. */
interface Reading {
  value: number;
  tolerance: number;
}

interface Written {
  text: string;
  index: number;
  /** What the number may mean: English and German separators read differently. */
  values: Reading[];
  /** A bare four-digit year (always allowed). */
  year: boolean;
}

/**
 * How far a value may be from the written number and still round to it: half a unit of the last
 * digit written. A scale keeps the decimals written before it ("1.2 million": 50,000 either way); a
 * whole number of thousands or millions is read as exact, as "2,000" is.
 */
const toleranceOf = (decimals: number, scale: number) => (decimals > 0 ? 0.5 * 10 ** -decimals * scale : 0.5);

function readAs(token: string, decimal: '.' | ','): { value: number; decimals: number } | null {
  const parts = token.split(decimal);
  if (parts.length > 2) return null;
  const [whole = '', fraction] = parts;
  const groups = whole.split(/[.,'\u00a0\u202f]/);
  if (groups.slice(1).some((group) => group.length !== 3)) return null;
  const digits = groups.join('');
  return {
    value: Number(fraction === undefined ? digits : `${digits}.${fraction}`),
    decimals: fraction?.length ?? 0,
  };
}

function readDigits(match: RegExpExecArray): Written {
  const [text, digits = '', suffix, word] = match;
  const scale = SCALE_OF[(suffix ?? word ?? '').toLowerCase()] ?? 1;
  const values = [readAs(digits, '.'), readAs(digits, ',')]
    .filter((reading): reading is { value: number; decimals: number } => reading !== null)
    .map((reading) => ({
      value: reading.value * scale,
      tolerance: toleranceOf(reading.decimals, scale),
    }));
  return { text, index: match.index, values, year: scale === 1 && isYear(digits) };
}

const isYear = (token: string) => /^(19|20|21)\d\d$/.test(token);

/** The numbers written in a text without its dates: digits first, then words (digits blanked out). */
function numbersIn(rest: string): Written[] {
  const digits = [...rest.matchAll(NUMBER)].map(readDigits);
  let words = rest;
  for (const written of digits)
    words =
      words.slice(0, written.index) +
      ' '.repeat(written.text.length) +
      words.slice(written.index + written.text.length);
  const spelled = wordNumbers(words).map((found) => ({
    text: found.text,
    index: found.index,
    values: [{ value: found.value, tolerance: toleranceOf(found.decimals, found.unit) }],
    year: false,
  }));
  return [...digits, ...spelled].sort((a, b) => a.index - b.index);
}

/** The dates written in a text, and the text with them blanked out so their digits are not read as amounts. */
function takeDates(text: string): { dates: { text: string; days: string[] }[]; rest: string } {
  let rest = text;
  const dates: { text: string; days: string[] }[] = [];
  for (const { pattern, days } of DATE_PATTERNS) {
    rest = rest.replace(pattern, (...args) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      dates.push({ text: match[0], days: days(match) });
      return ' '.repeat(match[0].length);
    });
  }
  return { dates, rest };
}

/** The numbers a text writes, in digits or in words (dates taken out first). */
export function writtenNumbers(text: string): Written[] {
  return numbersIn(takeDates(text).rest);
}

/** Whether the written number is the value, or the value rounded to the digits written. */
const roundsTo = (written: Reading, value: number) =>
  Math.abs(Math.abs(value) - written.value) <= written.tolerance + 1e-9;

const backedBy = (written: Written, numbers: readonly number[]) =>
  written.values.some((reading) => numbers.some((value) => roundsTo(reading, value)));

/** The numbers a figure stands for: its value and every number its display (and, if asked, label) writes. */
export function figureNumbers(figure: Figure, withLabel = true): number[] {
  const numbers: number[] = [];
  const { value } = figure;
  if (value.kind === 'money') numbers.push(value.minor / 100);
  else if (typeof value.value === 'number') numbers.push(value.value);
  for (const text of withLabel ? [figure.display, figure.label] : [figure.display])
    for (const written of writtenNumbers(text)) numbers.push(...written.values.map((v) => v.value));
  return numbers;
}

function figureDates(figure: Figure): string[] {
  const days = figure.value.kind === 'date' ? [figure.value.value] : [];
  if (figure.period) days.push(figure.period.start, figure.period.end);
  return days;
}

/** What a conversation may state: the figures' numbers and days, and what the question named. */
export function evidenceOf(
  figures: readonly Figure[],
  extra: { question: string; numbers?: readonly number[]; dates?: readonly string[] },
): Evidence {
  const asked = takeDates(extra.question);
  return {
    numbers: [
      ...figures.flatMap((figure) => figureNumbers(figure)),
      ...writtenNumbers(extra.question).flatMap((written) => written.values.map((v) => v.value)),
      ...(extra.numbers ?? []),
    ],
    dates: [
      ...figures.flatMap(figureDates),
      ...asked.dates.flatMap((date) => date.days),
      ...(extra.dates ?? []),
    ],
  };
}

/** Every number or date in the text that nothing in the evidence backs (years are always fine). */
export function unbackedNumbers(text: string, evidence: Evidence): string[] {
  const { dates, rest } = takeDates(text);
  const known = new Set(evidence.dates);
  const badDates = dates
    .filter((date) => !date.days.some((day) => knownDay(day, known)))
    .map((date) => date.text);
  const badNumbers = numbersIn(rest)
    .filter((written) => !written.year && !backedBy(written, evidence.numbers))
    .map((written) => written.text);
  return [...badDates, ...badNumbers];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether the text writes a word-like value (a grade "B", a name) on its own, not inside another word. */
const writes = (text: string, display: string) =>
  display !== '' && new RegExp(`(?<![\\p{L}\\p{N}])${escaped(display)}(?![\\p{L}\\p{N}])`, 'u').test(text);

/** The figures a text states: by their value (rounded as written), their day, or their grade or name. */
export function citedFigures(text: string, figures: readonly Figure[]): Figure[] {
  const { dates, rest } = takeDates(text);
  const numbers = numbersIn(rest);
  const days = dates.flatMap((date) => date.days);
  return figures.filter((figure) => {
    if (figure.value.kind === 'date') {
      const own = new Set([figure.value.value]);
      return days.some((day) => knownDay(day, own));
    }
    if (figure.value.kind === 'grade' || figure.value.kind === 'text') return writes(text, figure.display);
    const own = figureNumbers(figure, false);
    return numbers.some((written) => !written.year && backedBy(written, own));
  });
}
