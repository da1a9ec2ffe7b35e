import { normaliseText, wordsPattern } from './text';

/** Words of legal forms, as they normalise ("B.V." → "b v", "Sp. z o.o." → "sp z o o"). */
const LEGAL_FORM_WORDS = new Set([
  'gmbh',
  'mbh',
  'ag',
  'ug',
  'se',
  'kg',
  'kgaa',
  'ohg',
  'gbr',
  'partg',
  'mbb',
  'haftungsbeschraenkt',
  'co',
  'ltd',
  'limited',
  'llc',
  'llp',
  'lp',
  'inc',
  'plc',
  'corp',
  'bv',
  'nv',
  'sa',
  'sas',
  'sarl',
  'srl',
  'spa',
  'sp',
  'sro',
  'oy',
  'ab',
  'aps',
  'dac',
  'uc',
  'clg',
  'ou',
  'eg',
  'cic',
  'vvag',
]);

const ORGANISATION = wordsPattern([
  ...LEGAL_FORM_WORDS,
  '*gmbh',
  'e k',
  'e v',
  'b v',
  'n v',
  's a',
  'a s',
  's r o',
  'sp z o o',
  'sp k',
  'a g',
  'praxis',
  'kanzlei',
  '*verwaltung',
  'stadt',
  'gemeinde',
  'landkreis',
  'landratsamt',
  'amt',
  'council',
  'trust',
  'academy',
  'association',
  'university',
  'universitaet',
  'hochschule',
  'school',
  'schule',
  'clinic',
  'klinik*',
]);

/**
 * A counterparty's name reduced to what identifies it: normalised, without legal forms and single
 * letters, so that "HETZNER ONLINE GMBH" and "Hetzner Online GmbH" have the same key.
 */
export function counterpartyKey(name: string | null): string {
  return normaliseText(name)
    .split(' ')
    .filter((word) => word.length > 1 && !LEGAL_FORM_WORDS.has(word))
    .join(' ');
}

/** Whether a name is a company's or a public body's rather than a person's (by its legal form or kind). */
export function isOrganisationName(name: string | null): boolean {
  return ORGANISATION.test(normaliseText(name));
}
