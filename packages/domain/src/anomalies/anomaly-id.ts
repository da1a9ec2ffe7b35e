import type { AnomalySeverity } from './anomaly-types';

/** A finding's robust |z| from which it is reported: 3.5, the usual cut for modified z-scores (Iglewicz & Hoaglin). */
export const Z_THRESHOLD = 3.5;
/** From this |z| on a finding is 'high'. */
export const HIGH_Z = 5;
/** The score a rule-based finding carries: medium and high on the z scale. */
export const RULE_SCORE = { medium: 4, high: 6 } as const;

export const severityOf = (score: number): AnomalySeverity => (Math.abs(score) >= HIGH_Z ? 'high' : 'medium');

/** Rounded to two decimals for the answer. */
export const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A stable id from the finding's kind and the rows it is about (FNV-1a over two 32-bit lanes): the
 * same finding gets the same id in every run, so the web can keep state per finding.
 */
export function anomalyId(...parts: readonly (string | number)[]): string {
  const text = parts.join('|');
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995) ^ (b >>> 13);
  }
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return `an_${hex(a)}${hex(b)}`;
}

/** Counterparty names as compared: case, spacing and punctuation at the ends do not matter. */
export const normaliseName = (name: string) =>
  name
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,;:-]+|[\s.,;:-]+$/g, '');
