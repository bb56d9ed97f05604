/** '17:30' → '5:30 pm', '09:00' → '9:00 am', '12:00' → '12:00 pm' (SPEC 2's "closes 5:30 pm"). */
export function formatClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  const suffix = hour >= 12 && hour < 24 ? 'pm' : 'am';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${match[2]} ${suffix}`;
}

/** '17:30' → 1050 minutes after midnight; null for text that is not a time. */
export function clockMinutes(time: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
