/**
 * A company's category for a hands-free strategy: the section of the statistical classification
 * of economic activities (NACE Rev. 2, sections A–U) its NACE code belongs to. A client states its
 * NACE code in its company profile (e.g. 62.01 software development, section J); a code may also
 * be given as the section letter alone.
 */
export const COMPANY_CATEGORIES = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'O',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
] as const;
export type CompanyCategory = (typeof COMPANY_CATEGORIES)[number];

/** The first NACE division (two digits) of each section, in order. */
const SECTION_STARTS: readonly [number, CompanyCategory][] = [
  [1, 'A'],
  [5, 'B'],
  [10, 'C'],
  [35, 'D'],
  [36, 'E'],
  [41, 'F'],
  [45, 'G'],
  [49, 'H'],
  [55, 'I'],
  [58, 'J'],
  [64, 'K'],
  [68, 'L'],
  [69, 'M'],
  [77, 'N'],
  [84, 'O'],
  [85, 'P'],
  [86, 'Q'],
  [90, 'R'],
  [94, 'S'],
  [97, 'T'],
  [99, 'U'],
];

/** The category of a NACE code ("62.01" → J, "J" → J); null when there is none or it is unknown. */
export function companyCategoryOf(naceCode: string | null | undefined): CompanyCategory | null {
  const code = naceCode?.trim().toUpperCase() ?? '';
  const letter = COMPANY_CATEGORIES.find((c) => c === code.charAt(0));
  if (letter) return letter;
  const division = Number.parseInt(code.slice(0, 2), 10);
  if (!Number.isInteger(division) || division < 1 || division > 99) return null;
  let category: CompanyCategory | null = null;
  for (const [start, section] of SECTION_STARTS) if (division >= start) category = section;
  return category;
}
