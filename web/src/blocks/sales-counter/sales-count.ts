/** SPEC.md 9: 192 sales a day, one every 450 seconds, counted in Brisbane time. */
export const SECONDS_PER_SALE = 450;

/** Seconds since midnight in Brisbane (no daylight saving, so a fixed +10:00 offset is exact). */
function brisbaneSecondsOfDay(now: Date): number {
  const seconds = Math.floor(now.getTime() / 1000) + 10 * 3600;
  return ((seconds % 86_400) + 86_400) % 86_400;
}

/** Cars "sold today" at `now`: 0 at Brisbane midnight, 191 just before the next. */
export function salesToday(now: Date): number {
  return Math.floor(brisbaneSecondsOfDay(now) / SECONDS_PER_SALE);
}
