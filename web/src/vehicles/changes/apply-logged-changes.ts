import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { allLocationNames, patchVehicleRecord, rebuildSearchIndex } from '@/search/indexing/indexer';
import { refreshSiteListings } from '@/search/indexing/site-listings-refresh';
import type { SearchPort } from '@/search/port/search-port';
import type { LocationNames } from '@/search/indexing/to-search-record';
import { invalidateAllVehicles, invalidateVehicle } from '../vehicle-cache';
import { findVehiclesByIds } from '../vehicle-repository';
import type { LoggedChange } from './change-log';

/** Past this many vehicles in one batch (a re-seed, a full feed import) the index is rebuilt instead of patched. */
export const REBUILD_ABOVE = 500;

export type ApplyLoggedChangesDeps = {
  db: Kysely<Database>;
  search: SearchPort;
  /** Location names for the search records; read from the content port when absent. */
  locations?: LocationNames;
};

/**
 * Brings this instance up to date with changes another instance (or any writer) made: patches each
 * vehicle's search record from the database as it is now (deleted when gone or hidden), then
 * forgets the cached pages' vehicles at every address the log names, so a shopper sees the change
 * on the page and in search at the same moment. A large batch rebuilds the index.
 */
export async function applyLoggedChanges(changes: readonly LoggedChange[], { db, search, locations: given }: ApplyLoggedChangesDeps): Promise<void> {
  const ids = [...new Set(changes.map((change) => change.vehicleId))];
  if (ids.length > REBUILD_ABOVE) {
    await invalidateAllVehicles();
    if (search.adapter !== 'local-engine') return;
    await rebuildSearchIndex(search);
    // Pages (the directory and offers among them) cached while the index was being rebuilt.
    await invalidateAllVehicles();
    return;
  }
  try {
    // With hosted Algolia the index is shared: the instance that made the change patched it.
    if (search.adapter === 'local-engine') {
      const [vehicles, locations] = await Promise.all([
        findVehiclesByIds(db, ids).then((found) => new Map(found.map((vehicle) => [vehicle.id, vehicle]))),
        given ?? allLocationNames(),
      ]);
      for (const id of ids) await patchVehicleRecord(search, id, vehicles.get(id) ?? null, locations);
    }
  } finally {
    // After the patch: a page cached before it (showing the car's similar cars, or stock counts)
    // goes too. Also when the patch failed (the feed retries the batch): the pages then render
    // from the database while the search record waits for the retry, never an old price kept.
    for (const change of changes) await invalidateVehicle(change.siteSlug, change.slug);
  }
  if (search.adapter !== 'local-engine') return;
  // The models directory and offers show the stock's counts and "from" prices too: once per site.
  for (const siteSlug of new Set(changes.map((change) => change.siteSlug))) await refreshSiteListings(search, siteSlug);
}
