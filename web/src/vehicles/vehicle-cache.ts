import { ALL_STOCK_TAG, stockTag, vehicleTag } from '@/server/cache/cache-tags';
import { expireCacheTags } from '@/server/cache/expire-cache-tags';
import type { Vehicle } from './vehicle';

/**
 * Vehicles by tenant and slug, kept in this server process until the vehicle changes
 * (`applyVehicleChange` invalidates its entry) or, as a backstop for writes that bypass it, for a
 * minute. In-process rather than Next's persistent data cache on purpose: the embedded database
 * is re-seeded under an existing build, and a cache on disk would outlive the data it was read
 * from; the embedded database is single-process anyway. With a hosted database and several
 * instances, another instance sees a change within the backstop.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 2000;

type Entry = { expires: number; value: Promise<Vehicle | null> };
type Store = Map<string, Entry>;

// One store per process, shared by every route bundle (pages and route handlers are bundled apart).
const storeKey = Symbol.for('dealer.vehicleCache');
const store = (): Store => ((globalThis as { [storeKey]?: Store })[storeKey] ??= new Map());

/** The cache key (and tag) of one tenant's vehicle. */
export const vehicleCacheKey = (siteSlug: string, slug: string) => `vehicle:${siteSlug}:${slug}`;

/** The cached vehicle, or `load()`'s answer (cached, including "not found"); a failed load is not kept. */
export function cachedVehicle(siteSlug: string, slug: string, load: () => Promise<Vehicle | null>, now = Date.now()): Promise<Vehicle | null> {
  const entries = store();
  const key = vehicleCacheKey(siteSlug, slug);
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value;
  const value = load();
  entries.delete(key);
  // Map keeps insertion order: the first key is the oldest entry.
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, { expires: now + TTL_MS, value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/**
 * Forgets one vehicle so the next read goes to the database, and expires the cached pages that
 * showed it: its own page and whatever lists the tenant's stock.
 */
export async function invalidateVehicle(siteSlug: string, slug: string): Promise<void> {
  store().delete(vehicleCacheKey(siteSlug, slug));
  await expireCacheTags([vehicleTag(siteSlug, slug), stockTag(siteSlug)]);
}

/** Forgets every vehicle and every cached page that showed stock (after a bulk change such as a re-seed). */
export async function invalidateAllVehicles(): Promise<void> {
  store().clear();
  await expireCacheTags([ALL_STOCK_TAG]);
}
