/**
 * The hold's end in the dealer's own time zone (DESIGN: times in the location's zone, through one
 * module): "Tue 3:40 pm AEST". Australian states map to their IANA zones.
 */
const ZONES: Record<string, string> = {
  QLD: 'Australia/Brisbane', NSW: 'Australia/Sydney', ACT: 'Australia/Sydney', VIC: 'Australia/Melbourne', TAS: 'Australia/Hobart',
  SA: 'Australia/Adelaide', NT: 'Australia/Darwin', WA: 'Australia/Perth',
};

export function dealerTimeZone(state: string | null | undefined): string {
  return ZONES[(state ?? '').trim().toUpperCase()] ?? 'Australia/Sydney';
}

export function formatHoldEnd(at: Date, state: string | null | undefined): string {
  const timeZone = dealerTimeZone(state);
  const parts = new Intl.DateTimeFormat('en-AU', { weekday: 'short', hour: 'numeric', minute: '2-digit', hour12: true, timeZone, timeZoneName: 'short' }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()} ${part('timeZoneName')}`;
}

export const holdEnd = (from: Date, hours: number) => new Date(from.getTime() + hours * 3600_000);
