import { type IsoDate, isoDateOf, TEXT_MAX_LENGTH } from '@tranche/domain';
import type { SkipListener } from './provider-entry';

/**
 * A provider's record in Tranche's shape, or the reason it is left out. Records are never stored
 * half-right: one Tranche cannot read correctly is skipped and the reason logged.
 */
export type Transformed<T> = { item: T; skipped: null } | { item: null; skipped: string };

export const kept = <T>(item: T): Transformed<T> => ({ item, skipped: null });
export const skip = <T>(skipped: string): Transformed<T> => ({ item: null, skipped });

/** The records a page kept; each skipped one is reported with its id and reason. */
export function keptItems<S extends { id: string }, T>(
  kind: string,
  records: readonly S[],
  transform: (record: S) => Transformed<T>,
  onSkip: SkipListener,
): T[] {
  const items: T[] = [];
  for (const record of records) {
    const result = transform(record);
    if (result.skipped === null) items.push(result.item);
    else onSkip({ kind, externalId: record.id, reason: result.skipped });
  }
  return items;
}

/** Unix seconds as the UTC calendar day. */
export const dayOf = (unixSeconds: number): IsoDate => isoDateOf(new Date(unixSeconds * 1000));

export const laterDay = (a: IsoDate, b: IsoDate) => (a > b ? a : b);

/** The first candidate with text, trimmed to the length Tranche stores. */
export const text = (...candidates: (string | null | undefined)[]) => {
  for (const candidate of candidates) {
    const trimmed = candidate?.trim();
    if (trimmed) return trimmed.slice(0, TEXT_MAX_LENGTH);
  }
  return null;
};
