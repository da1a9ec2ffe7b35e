/**
 * The currency most of these subscriptions are in: a seeded book's rows tie on createdAt, so the
 * first row's currency is random and may be one of few subscriptions.
 */
export function mainCurrencyOf<T extends { currency: string }>(rows: readonly T[]): string {
  const count = (currency: string) => rows.filter((row) => row.currency === currency).length;
  return [...new Set(rows.map((row) => row.currency))].sort((a, b) => count(b) - count(a))[0] ?? 'EUR';
}
