/**
 * Expires cache tags in this process's 'use cache' handlers, at once, from anywhere: a route
 * handler, a server action, or work outside any request (the vehicle change log follower, a feed
 * import). Next's revalidateTag needs a request and applies its tags when the request ends; a
 * change applied by the log follower has none, and the next page must not wait for one.
 * With the Redis handler (REDIS_URL) the expiry is shared by every instance.
 */
type TagHandler = { updateTags: (tags: string[], durations?: { expire?: number }) => Promise<void> };

// Next keeps the handlers it initialised at start-up on globalThis (next/dist/server/use-cache/handlers).
const handlersSetSymbol = Symbol.for('@next/cache-handlers-set');

/** The handlers of this process; none outside a Next server (scripts, unit tests). */
function cacheHandlers(): TagHandler[] {
  const handlers = (globalThis as { [handlersSetSymbol]?: Set<TagHandler> })[handlersSetSymbol];
  return handlers ? [...handlers] : [];
}

export async function expireCacheTags(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  // As revalidateTag(tag, { expire: 0 }): stale and expired now, so the next request renders afresh
  // rather than serving the old entry once more.
  await Promise.all(cacheHandlers().map((handler) => handler.updateTags([...tags], { expire: 0 })));
}
