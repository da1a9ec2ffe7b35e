import type { Rng } from './prng';

const words = (list: string): readonly string[] => list.trim().split(/\s+/);

/** Word lists for invented company names; some carry diacritics to exercise UTF-8 end to end. */
const FIRST = words(`
  Blue Bright Silver Nord Alpine Cedar Copper Crystal Delta Echo Falcon Granite Harbor Iron
  Juniper Kestrel Lumen Maple Nova Oak Pine Quartz River Sage Summit Tidal Urban Vector Willow
  Zenith Grün Żuraw Říční Sonnen Polar Amber Cobalt Meadow Orbit Stellar`);
const SECOND = words(`
  wave stone field bridge light path works point leaf peak gate line forge craft nest port shift
  spark stack view berg hof mark bay wind flow grid loop core scale`);
const INDUSTRY = words(`
  Analytics Labs Systems Software Logistics Health Media Robotics Energy Finance Studios
  Consulting Foods Mobility Security Learning Retail Travel Design Data Cloud Networks Legal
  Ventures`);

/** Legal forms per country; US names sometimes carry the comma of "Acme, Inc.". */
const LEGAL_FORMS: Readonly<Record<string, readonly string[]>> = {
  DE: ['GmbH', 'GmbH', 'AG', 'UG (haftungsbeschränkt)', 'GmbH & Co. KG'],
  AT: ['GmbH', 'AG'],
  FR: ['SAS', 'SARL'],
  NL: ['B.V.'],
  BE: ['BV', 'SA'],
  ES: ['S.L.'],
  IT: ['S.r.l.'],
  IE: ['Ltd'],
  FI: ['Oy'],
  EE: ['OÜ'],
  PT: ['Lda.'],
  GB: ['Ltd', 'Ltd', 'LLP'],
  US: ['Inc.', ', Inc.', 'LLC'],
  CA: ['Inc.', 'Ltd.'],
  PL: ['sp. z o.o.'],
  CZ: ['s.r.o.', 'a.s.'],
};

/** A plausible company name for a country, e.g. "Bluewave Analytics GmbH". */
export function companyName(rng: Rng, country: string): string {
  const form = rng.pick(LEGAL_FORMS[country] ?? ['Ltd']);
  const brand = `${rng.pick(FIRST)}${rng.pick(SECOND)} ${rng.pick(INDUSTRY)}`;
  return form.startsWith(',') ? `${brand}${form}` : `${brand} ${form}`;
}
