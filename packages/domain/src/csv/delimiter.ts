/** The delimiters a user may choose (spec §5), in the order ties are broken. */
export const CSV_DELIMITERS = [',', ';', '\t', ':', '=', ' '] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** Stable keys the web translates for the delimiter picker. */
export const CSV_DELIMITER_NAMES: Readonly<Record<CsvDelimiter, string>> = {
  ',': 'comma',
  ';': 'semicolon',
  '\t': 'tab',
  ':': 'colon',
  '=': 'equals',
  ' ': 'space',
};

/** Detection reads at most this much of the sample; the first records are enough. */
const SAMPLE_LIMIT = 256 * 1024;
const RECORD_LIMIT = 50;

/**
 * Fields per record, RFC 4180 quoting: a field that begins with `"` runs to the closing quote
 * (`""` is a literal quote), so delimiters and newlines inside it do not count. Blank lines are
 * skipped. The last record is dropped when the sample does not end with a newline and other
 * records exist, since a chunk of a file usually cuts its last line short.
 */
export function fieldCounts(sample: string, delimiter: string, maxRecords = RECORD_LIMIT): number[] {
  const text = sample.slice(sample.charCodeAt(0) === 0xfeff ? 1 : 0, SAMPLE_LIMIT);
  const counts: number[] = [];
  let fields = 1;
  let fieldStart = true;
  let blank = true;
  let inQuotes = false;
  let index = 0;
  while (index < text.length && counts.length < maxRecords) {
    const char = text[index];
    if (inQuotes) {
      if (char === '"') {
        if (text[index + 1] === '"') index += 1;
        else inQuotes = false;
      }
    } else if (char === '"' && fieldStart) {
      inQuotes = true;
      fieldStart = false;
      blank = false;
    } else if (char === delimiter) {
      fields += 1;
      fieldStart = true;
      if (char !== ' ' && char !== '\t') blank = false;
    } else if (char === '\n' || char === '\r') {
      if (!blank) counts.push(fields);
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      fields = 1;
      fieldStart = true;
      blank = true;
    } else {
      fieldStart = false;
      if (char !== ' ' && char !== '\t') blank = false;
    }
    index += 1;
  }
  if (!blank && counts.length === 0) counts.push(fields);
  return counts;
}

/**
 * Guesses the delimiter of a CSV sample (the file's first chunk): the candidate whose records
 * most consistently have the same number of fields, that number being above 1; ties go to
 * more fields, then to the order of {@link CSV_DELIMITERS}. A space is only chosen when no
 * other candidate splits the sample, since headers and names are full of spaces ("Start
 * date", "Acme Corp"). Null when nothing splits it; the user then picks one (spec §5).
 */
export function detectDelimiter(sample: string): CsvDelimiter | null {
  let best: { delimiter: CsvDelimiter; consistency: number; fields: number } | null = null;
  for (const delimiter of CSV_DELIMITERS) {
    if (delimiter === ' ' && best !== null) break;
    const counts = fieldCounts(sample, delimiter);
    if (counts.length === 0) continue;
    const frequency = new Map<number, number>();
    for (const count of counts) frequency.set(count, (frequency.get(count) ?? 0) + 1);
    let fields = 0;
    let hits = 0;
    for (const [count, times] of frequency) {
      if (times > hits || (times === hits && count > fields)) [fields, hits] = [count, times];
    }
    if (fields < 2) continue;
    const consistency = hits / counts.length;
    if (
      best === null ||
      consistency > best.consistency ||
      (consistency === best.consistency && fields > best.fields)
    ) {
      best = { delimiter, consistency, fields };
    }
  }
  return best?.delimiter ?? null;
}
