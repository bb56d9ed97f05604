/**
 * How full each of the five stars is for a rating (SPEC 9: up to 4 full stars plus a partial
 * one), e.g. 4.6 → [1, 1, 1, 1, 0.6] and 3.6 → [1, 1, 1, 0.6, 0]. Out-of-range ratings clamp.
 */
export function starFills(rating: number): number[] {
  const value = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  const full = Math.min(4, Math.floor(value));
  const partial = Math.round((value - full) * 100) / 100;
  return Array.from({ length: 5 }, (_, index) => (index < full ? 1 : index === full ? Math.min(1, partial) : 0));
}

/** 'in 3 days' / '3 weeks ago' / 'yesterday' for a date against now, in words. */
export function timeAgo(date: string, now: Date): string {
  const days = Math.round((now.getTime() - new Date(`${date}T00:00:00Z`).getTime()) / 86_400_000);
  const format = new Intl.RelativeTimeFormat('en-AU', { numeric: 'auto' });
  if (Math.abs(days) < 7) return format.format(-days, 'day');
  if (Math.abs(days) < 30) return format.format(-Math.round(days / 7), 'week');
  if (Math.abs(days) < 365) return format.format(-Math.round(days / 30), 'month');
  return format.format(-Math.round(days / 365), 'year');
}
