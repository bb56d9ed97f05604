import { cacheLife, cacheTag } from 'next/cache';

/**
 * A 'use cache' function called outside a request (the search index build at start-up, scripts,
 * unit tests) runs uncached, and there Next's cacheTag and cacheLife throw: there is nothing to
 * tag or time, so that is not an error here.
 */
function insideCacheEntry(apply: () => void): void {
  if (!process.env.NEXT_RUNTIME) return;
  try {
    apply();
  } catch (error) {
    if (!(error instanceof Error && /can only be called inside|only available with|outside of/.test(error.message))) throw error;
  }
}

/** Tags the 'use cache' entry being filled (see cache-tags.ts). */
export function tagCache(...tags: string[]): void {
  insideCacheEntry(() => cacheTag(...tags));
}

/**
 * For data that also ages with the clock: the 'use cache' entry being filled is refreshed in the
 * background once it is an hour old (Next's 'hours' profile), besides expiring with its tags.
 * Entries expired only by tags need none.
 */
export function cacheForHours(): void {
  insideCacheEntry(() => cacheLife('hours'));
}
