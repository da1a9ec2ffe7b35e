/** A figure's period as the reader writes dates: one day, or a range such as "Jul 1 – Sep 30, 2026". */
export function periodText(period: { start: string; end: string } | null, locale: string): string {
  if (!period) return '';
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const start = new Date(`${period.start}T00:00:00Z`);
  if (period.start === period.end) return format.format(start);
  return format.formatRange(start, new Date(`${period.end}T00:00:00Z`));
}
