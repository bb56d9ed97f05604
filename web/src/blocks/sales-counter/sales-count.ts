import { DEFAULT_TIME_ZONE, secondsOfDay } from '@/lib/time-zone';

/** SPEC 9: 192 sales a day, one every 450 seconds, counted in the site's own time zone. */
export const SECONDS_PER_SALE = 450;
/** SPEC 9: how often a page that shows the count works it out again. */
export const REFRESH_SECONDS = 150;

/** Cars "sold today" at `now`: 0 at local midnight in `zone`, 191 just before the next. */
export function salesToday(now: Date, zone: string = DEFAULT_TIME_ZONE): number {
  return Math.floor(secondsOfDay(now, zone) / SECONDS_PER_SALE);
}
