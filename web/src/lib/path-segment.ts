/**
 * Path segments as route handlers and pages receive them. Next has already decoded them once, so
 * a second decode can fail (`%25` arrives as `%`): it then keeps the segment as it is instead of
 * throwing "URI malformed" into a 500.
 */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Whether a decoded path holds control characters (`%00`, `%0A`...): no page or record has one. */
export function hasControlCharacters(path: string): boolean {
  return CONTROL.test(path);
}

/** A record slug as the platform makes them (kebab-case letters and digits), for lookups by slug. */
export function isRecordSlug(value: string): boolean {
  return value.length > 0 && value.length <= 200 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(value);
}
