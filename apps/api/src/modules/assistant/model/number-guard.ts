import type { Figure } from '@tranche/contracts/assistant';

/**
 * The promise of the assistant: it never states a number that no tool returned. A language model
 * may still write one, so every number in its text is checked against what the tools returned in
 * this conversation (and what the question itself named) before the answer is kept.
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
const MONTH_WORD = `(${[...MONTH_OF.keys()].sort((a, b) => b.length - a.length).join('|')})\\.?`;

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

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
    pattern: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th|\\.)?\\s+${MONTH_WORD}\\s+(\\d{4})\\b`, 'giu'),
    days: (m) => [iso(+m[3]!, MONTH_OF.get(m[2]!.toLowerCase()) ?? 0, +m[1]!)],
  },
  {
    pattern: new RegExp(`\\b${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'giu'),
    days: (m) => [iso(+m[3]!, MONTH_OF.get(m[1]!.toLowerCase()) ?? 0, +m[2]!)],
  },
  // A day of a month without the year ("from March 1", "am 1. März"): some day the tools named.
  {
    pattern: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th|\\.)?\\s+${MONTH_WORD}(?![\\p{L}])`, 'giu'),
    days: (m) => [`*-${pad(MONTH_OF.get(m[2]!.toLowerCase()) ?? 0)}-${pad(+m[1]!)}`],
  },
  {
    pattern: new RegExp(`\\b${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`, 'giu'),
    days: (m) => [`*-${pad(MONTH_OF.get(m[1]!.toLowerCase()) ?? 0)}-${pad(+m[2]!)}`],
  },
];

/** Whether a written day is one of the known days; a day without its year matches any year. */
const knownDay = (day: string, known: ReadonlySet<string>) =>
  day.startsWith('*') ? [...known].some((k) => k.endsWith(day.slice(1))) : known.has(day);

/** Digits with thousands and decimal separators, not glued to a word ("Q1", "H2" are names). */
const NUMBER = /(?<![\p{L}\p{N}_])\d+(?:[.,'\u00a0\u202f]\d+)*/gu;

interface Written {
  text: string;
  /** What the digits may mean: English and German separators read differently. */
  values: { value: number; decimals: number }[];
}

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

function readNumber(token: string): Written {
  const values = [readAs(token, '.'), readAs(token, ',')].filter(
    (value): value is { value: number; decimals: number } => value !== null,
  );
  return { text: token, values };
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

/** The numbers a text writes (dates taken out first). */
export function writtenNumbers(text: string): Written[] {
  return [...takeDates(text).rest.matchAll(NUMBER)].map((match) => readNumber(match[0]));
}

const isYear = (token: string) => /^(19|20|21)\d\d$/.test(token);

/** Whether the written number is the value, or the value rounded to the digits written. */
const roundsTo = (written: { value: number; decimals: number }, value: number) =>
  Math.abs(Math.abs(value) - written.value) <= 0.5 * 10 ** -written.decimals + 1e-9;

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
  const badNumbers = [...rest.matchAll(NUMBER)]
    .map((match) => readNumber(match[0]))
    .filter((written) => !isYear(written.text) && !backedBy(written, evidence.numbers))
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
  const numbers = [...rest.matchAll(NUMBER)].map((match) => readNumber(match[0]));
  const days = dates.flatMap((date) => date.days);
  return figures.filter((figure) => {
    if (figure.value.kind === 'date') {
      const own = new Set([figure.value.value]);
      return days.some((day) => knownDay(day, own));
    }
    if (figure.value.kind === 'grade' || figure.value.kind === 'text') return writes(text, figure.display);
    const own = figureNumbers(figure, false);
    return numbers.some((written) => !isYear(written.text) && backedBy(written, own));
  });
}
