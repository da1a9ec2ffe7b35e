/** The part of the day a greeting names, by the reader's local hour. */
export type DayPart = 'morning' | 'afternoon' | 'evening';

export function dayPartOf(date: Date): DayPart {
  const hour = date.getHours();
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}
