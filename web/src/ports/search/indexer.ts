import type { Location } from '@dealer/schemas/content/location';
import { getLocations } from '@/content/locations';
import { getSiteConfig, listSites } from '@/content/site';
import { database } from '@/ports/database';
import { listIndexableVehicles } from '@/vehicles/vehicle-repository';
import type { SearchPort } from './search-port';
import type { SearchRecord } from './search-record';
import { toSearchRecord, type LocationNames } from './to-search-record';

/** Location names, cities and dealership names of every site, keyed by location slug. */
async function allLocationNames(): Promise<LocationNames> {
  const names: LocationNames = new Map();
  for (const route of await listSites()) {
    const site = await getSiteConfig(route.slug);
    if (!site) continue;
    const locations: Location[] = await getLocations(site);
    for (const location of locations) {
      names.set(location.slug, { name: location.name, city: location.address.city, state: location.address.state, dealershipName: site.name });
    }
  }
  return names;
}

/**
 * Rebuilds the search index from the database, the source of truth: every vehicle shown on a
 * dealer website becomes one record. Returns the number of records written.
 */
export async function rebuildSearchIndex(port: SearchPort): Promise<number> {
  const [{ db }, locations] = await Promise.all([database(), allLocationNames()]);
  const records: SearchRecord[] = [];
  for await (const batch of listIndexableVehicles(db)) {
    for (const vehicle of batch) records.push(toSearchRecord(vehicle, locations));
  }
  await port.replaceAll(records);
  return records.length;
}
