/** Message shown when an end date is not after its start date. */
export const EXPIRY_BEFORE_START_MESSAGE = 'The expiry must be after the start. Check both dates and their time zones.';

/**
 * True when `end` is strictly after `start`, comparing instants (so "+10:00" and "Z" values
 * compare correctly). Missing or unparsable values pass: presence is checked by other rules.
 */
export function isAfter(start: unknown, end: unknown): boolean {
  if (typeof start !== 'string' || typeof end !== 'string') return true;
  const a = Date.parse(start);
  const b = Date.parse(end);
  if (Number.isNaN(a) || Number.isNaN(b)) return true;
  return b > a;
}
