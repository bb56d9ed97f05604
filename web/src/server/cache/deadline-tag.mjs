// @ts-check
/**
 * Deadline tags (cache-tags.ts deadlineTag): `until:<Unix seconds>` on a cached part that is right
 * only until then. The cache handlers (route-cache-handler.mjs, use-cache-handler.mjs) treat an
 * entry carrying one that has passed as missing, so the next request renders afresh. Plain
 * JavaScript because the handlers are imported by Next at run time, outside the app's bundles.
 */
const PREFIX = 'until:';

/**
 * Whether one of the tags names a deadline at or before `now` (ms).
 * @param {readonly string[] | undefined} tags
 * @param {number} now
 */
export function pastDeadline(tags, now) {
  if (!tags) return false;
  for (const tag of tags) {
    if (!tag.startsWith(PREFIX)) continue;
    const seconds = Number(tag.slice(PREFIX.length));
    if (Number.isFinite(seconds) && seconds * 1000 <= now) return true;
  }
  return false;
}
