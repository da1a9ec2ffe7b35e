import { addDays, addMonths, daysInMonth, type IsoDate } from '../dates/calendar';

/** A span of whole days a question is about, as the words named it. */
export interface QuestionPeriod {
  start: IsoDate;
  end: IsoDate;
  /** How the answer names it, in each language. */
  label: { en: string; de: string };
  /** A single day (today): stocks are read on it, flows have nothing to sum. */
  instant: boolean;
}

const MONTHS = [
  ['january', 'januar', 'jan'],
  ['february', 'februar', 'feb'],
  ['march', 'märz', 'mär', 'mar', 'maerz'],
  ['april', 'apr'],
  ['may', 'mai'],
  ['june', 'juni', 'jun'],
  ['july', 'juli', 'jul'],
  ['august', 'aug'],
  ['september', 'sep', 'sept'],
  ['october', 'oktober', 'oct', 'okt'],
  ['november', 'nov'],
  ['december', 'dezember', 'dec', 'dez'],
] as const;
const MONTH_NAMES_EN = MONTHS.map((names) => names[0].charAt(0).toUpperCase() + names[0].slice(1));
const MONTH_NAMES_DE = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

/** Every word that names a month, in either language (for telling periods from company names). */
export const MONTH_WORDS: ReadonlySet<string> = new Set(MONTHS.flat());

const pad = (n: number) => String(n).padStart(2, '0');
const monthStart = (year: number, month: number): IsoDate => `${year}-${pad(month)}-01`;
const monthEnd = (year: number, month: number): IsoDate =>
  `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`;

function ofMonth(year: number, month: number): QuestionPeriod {
  return {
    start: monthStart(year, month),
    end: monthEnd(year, month),
    label: { en: `${MONTH_NAMES_EN[month - 1]} ${year}`, de: `${MONTH_NAMES_DE[month - 1]} ${year}` },
    instant: false,
  };
}

function ofQuarter(year: number, quarter: number): QuestionPeriod {
  const first = (quarter - 1) * 3 + 1;
  return {
    start: monthStart(year, first),
    end: monthEnd(year, first + 2),
    label: { en: `Q${quarter} ${year}`, de: `Q${quarter} ${year}` },
    instant: false,
  };
}

function ofYear(year: number, until?: IsoDate): QuestionPeriod {
  return {
    start: `${year}-01-01`,
    end: until ?? `${year}-12-31`,
    label: until
      ? { en: `${year} to date`, de: `${year} bis heute` }
      : { en: String(year), de: String(year) },
    instant: false,
  };
}

/** Today: where stocks (MRR, customers, cash) are read when a question names no period. */
export function todayPeriod(today: IsoDate): QuestionPeriod {
  return { start: today, end: today, label: { en: 'today', de: 'heute' }, instant: true };
}

/** The last whole calendar month before today: where flows are read when no period is named. */
export function lastMonthPeriod(today: IsoDate): QuestionPeriod {
  const [year, month] = addMonths(today.slice(0, 8).concat('01'), -1).split('-').map(Number) as [
    number,
    number,
  ];
  return ofMonth(year, month);
}

/** The period of the same length right before `period` (for "compared with the period before"). */
export function previousPeriod(period: QuestionPeriod): QuestionPeriod {
  const [y, m, d] = period.start.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = period.end.split('-').map(Number) as [number, number, number];
  const wholeMonths = d === 1 && ed === daysInMonth(ey, em);
  if (wholeMonths) {
    const months = (ey - y) * 12 + (em - m) + 1;
    if (months === 1)
      return ofMonth(...(addMonths(period.start, -1).split('-').map(Number) as [number, number]));
    if (months === 3 && (m - 1) % 3 === 0) {
      const q = (m - 1) / 3 + 1;
      return q === 1 ? ofQuarter(y - 1, 4) : ofQuarter(y, q - 1);
    }
    if (months === 12 && m === 1) return ofYear(y - 1);
  }
  const length = Math.round((Date.parse(period.end) - Date.parse(period.start)) / 86_400_000) + 1;
  const end = addDays(period.start, -1);
  const start = addDays(end, -(length - 1));
  return { start, end, label: { en: `${start} – ${end}`, de: `${start} – ${end}` }, instant: length === 1 };
}

interface Found {
  period: QuestionPeriod;
  at: number;
}

type Finder = (text: string, today: IsoDate) => Found[];

const all = (pattern: RegExp, text: string) => [...text.matchAll(pattern)];

/** Relative words: last/this month, quarter, year; the last N days or months; today. */
const relative: Finder = (text, today) => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const quarter = Math.floor((month - 1) / 3) + 1;
  const found: Found[] = [];
  const add = (pattern: RegExp, make: (match: RegExpMatchArray) => QuestionPeriod) => {
    for (const match of all(pattern, text)) found.push({ period: make(match), at: match.index ?? 0 });
  };
  add(/\b(last|previous|prior) month\b|\b(letzten|vorigen|vergangenen) monat\b|\bvormonat/g, () =>
    lastMonthPeriod(today),
  );
  add(/\bthis month\b|\b(diesen|diesem|laufenden|aktuellen) monat\b|\bmonth to date\b/g, () => ({
    ...ofMonth(year, month),
    end: today,
    label: { en: 'this month to date', de: 'diesen Monat bis heute' },
  }));
  add(/\b(last|previous|prior) quarter\b|\b(letzten|vorigen|vergangenen) quartal\b|\bvorquartal/g, () =>
    quarter === 1 ? ofQuarter(year - 1, 4) : ofQuarter(year, quarter - 1),
  );
  add(/\bthis quarter\b|\b(dieses|diesem|laufenden|aktuellen) quartal\b/g, () => ({
    ...ofQuarter(year, quarter),
    end: today,
    label: { en: 'this quarter to date', de: 'dieses Quartal bis heute' },
  }));
  add(/\b(last|previous|prior) year\b|\b(letztes|letzten|vorigen|vergangenen) jahr\b|\bvorjahr/g, () =>
    ofYear(year - 1),
  );
  add(
    /\bthis year\b|\bytd\b|\byear to date\b|\b(dieses|diesem|laufenden) jahr\b|\bseit jahresbeginn\b/g,
    () => ofYear(year, today),
  );
  add(/\b(?:last|past|letzten|vergangenen)\s+(\d{1,3})\s+(days|tage[n]?)\b/g, (match) => {
    const days = Number(match[1]);
    return {
      start: addDays(today, -(days - 1)),
      end: today,
      label: { en: `the last ${days} days`, de: `die letzten ${days} Tage` },
      instant: false,
    };
  });
  add(/\b(?:last|past|letzten|vergangenen)\s+(\d{1,2})\s+(months|monate[n]?)\b/g, (match) => {
    const months = Number(match[1]);
    const last = lastMonthPeriod(today);
    return {
      start: addMonths(last.start, -(months - 1)),
      end: last.end,
      label: { en: `the last ${months} months`, de: `die letzten ${months} Monate` },
      instant: false,
    };
  });
  add(/\b(today|right now|currently|heute|derzeit|aktuell|zurzeit)\b/g, () => todayPeriod(today));
  return found;
};

/** A year given with a month or quarter, else the latest such period that has begun. */
function yearFor(given: string | undefined, monthOrFirstMonth: number, today: IsoDate): number {
  if (given) return Number(given);
  const [year, month] = today.split('-').map(Number) as [number, number];
  return monthOrFirstMonth > month ? year - 1 : year;
}

/** Named periods: "Q3 2026", "March 2026", "im März", "2025". */
const named: Finder = (text, today) => {
  const found: Found[] = [];
  for (const match of all(
    /\bq([1-4])(?:\s*[/-]?\s*(20\d\d))?\b|\b([1-4])\.\s*quartal(?:\s+(20\d\d))?/g,
    text,
  )) {
    const quarter = Number(match[1] ?? match[3]);
    const year = yearFor(match[2] ?? match[4], (quarter - 1) * 3 + 1, today);
    found.push({ period: ofQuarter(year, quarter), at: match.index ?? 0 });
  }
  const monthWords = [...MONTH_WORDS].sort((a, b) => b.length - a.length).join('|');
  for (const match of all(
    new RegExp(`(?<![\\p{L}])(${monthWords})(?![\\p{L}])\\.?(?:\\s+(20\\d\\d))?`, 'gu'),
    text,
  )) {
    const word = match[1] as string;
    // "may"/"mar" are also plain words: only with a year, or as "in May".
    if ((word === 'may' || word === 'mar' || word === 'mai') && !match[2]) {
      const before = text.slice(Math.max(0, (match.index ?? 0) - 3), match.index);
      if (!/\b(in|im) $/.test(before)) continue;
    }
    const month = MONTHS.findIndex((names) => (names as readonly string[]).includes(word)) + 1;
    found.push({ period: ofMonth(yearFor(match[2], month, today), month), at: match.index ?? 0 });
  }
  for (const match of all(/(?<![\dq/-])\b(20\d\d)\b(?!\s*[-/.]\d)/g, text)) {
    const at = match.index ?? 0;
    if (found.some((f) => at > f.at && at - f.at < 14)) continue; // the year of a month or quarter
    const year = Number(match[1]);
    const current = Number(today.slice(0, 4));
    found.push({ period: year === current ? ofYear(year, today) : ofYear(year), at });
  }
  return found;
};

/** The periods a question names, in the order it names them, with where (lower-cased text expected). */
export function periodsIn(text: string, today: IsoDate): (QuestionPeriod & { at: number })[] {
  return [...relative(text, today), ...named(text, today)]
    .sort((a, b) => a.at - b.at)
    .map((found) => ({ ...found.period, at: found.at }));
}
