import { cacheTag } from 'next/cache';

/**
 * Tags the 'use cache' entry being filled (see cache-tags.ts). A 'use cache' function called
 * outside a request (the search index build at start-up, scripts, unit tests) runs uncached, and
 * there Next's cacheTag throws: there is nothing to tag, so that is not an error here.
 */
export function tagCache(...tags: string[]): void {
  if (!process.env.NEXT_RUNTIME) return;
  try {
    cacheTag(...tags);
  } catch (error) {
    if (!(error instanceof Error && /can only be called inside|only available with/.test(error.message))) throw error;
  }
}
