/**
 * A small time-based memo for content reads on hot paths (the proxy resolves the host on every
 * request). Keys always include the tenant, so one site's entry never answers for another.
 */
export function ttlCache<T>(ttlMs: number) {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = load();
      entries.set(key, { expires: now + ttlMs, value });
      // A failed load is not cached, so the next request retries.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
