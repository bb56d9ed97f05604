/**
 * The hold's end in the car's own time zone (DESIGN: times in the location's IANA zone, through
 * lib/time-zone): "Tue 3:40 pm AEST". Callers pass the zone (reserve/server/car-time-zone.ts).
 */
import { safeTimeZone } from './time-zone';

export function formatHoldEnd(at: Date, zone: string): string {
  const timeZone = safeTimeZone(zone);
  const parts = new Intl.DateTimeFormat('en-AU', { weekday: 'short', hour: 'numeric', minute: '2-digit', hour12: true, timeZone, timeZoneName: 'short' }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()} ${part('timeZoneName')}`;
}

export const holdEnd = (from: Date, hours: number) => new Date(from.getTime() + hours * 3600_000);
