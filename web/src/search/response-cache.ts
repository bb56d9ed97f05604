/**
 * SPEC 7, 9: search results are cached in memory by offset, query, sort and refinements, up to 10
 * entries with the oldest evicted first. The tenant's filter is part of the key (DESIGN: tenant in
 * every cache key).
 */
export const RESPONSE_CACHE_SIZE = 10;

export type CacheKeyParts = { tenant: string; offset: number; query: string; sort: string | null; refinements: string };

export const responseCacheKey = (parts: CacheKeyParts) =>
  JSON.stringify([parts.tenant, parts.offset, parts.query.trim(), parts.sort ?? '', parts.refinements]);

export type ResponseCache<T> = {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  clear(): void;
  readonly size: number;
  keys(): string[];
};

/**
 * `ttlMs` bounds staleness on the server, where the index can be patched under a cached answer
 * (the browser's cache lives only as long as the page, so it needs none).
 */
export function createResponseCache<T>(limit = RESPONSE_CACHE_SIZE, ttlMs = Infinity, now: () => number = Date.now): ResponseCache<T> {
  const entries = new Map<string, { value: T; at: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.at > ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      // Re-setting a key refreshes its value but not its place: eviction is by insertion order.
      const previous = entries.get(key);
      entries.set(key, { value, at: now() });
      if (previous) return;
      while (entries.size > limit) entries.delete(entries.keys().next().value as string);
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
    keys: () => [...entries.keys()],
  };
}
