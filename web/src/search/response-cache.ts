/**
 * SPEC 7, 9: search results are cached in memory, up to 10 entries with the oldest evicted first
 * (the browser's search client keys them by the whole multi-query; see search-client.ts).
 */
export const RESPONSE_CACHE_SIZE = 10;

export type ResponseCache<T> = {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  delete(key: string): void;
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
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
    keys: () => [...entries.keys()],
  };
}
