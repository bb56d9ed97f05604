import type { Location } from '@dealer/schemas/content/location';
import { getLocations } from '@/content/locations';
import { getSiteConfig, listSites, type SiteConfig } from '@/content/site';
import { database } from '@/ports/database';
import { siteForDealership } from '@/domain/dealership-settings';
import { repaymentTerms } from '@/domain/weekly-repayment';
import type { Vehicle } from '@/vehicles/vehicle';
import { listIndexableVehicles } from '@/vehicles/vehicle-repository';
import { rebuildContentIndexes } from './content-indexer';
import { noteIndexedSite } from './indexed-repayment-terms';
import type { SearchPort } from '../port/search-port';
import type { SearchRecord } from '../port/search-record';
import { toSearchRecord, type LocationNames } from './to-search-record';

/**
 * Location names, cities and dealership names of every site, and its repayment terms, keyed by
 * location slug. `onSite` hears each site's config (the index rebuild notes what it used).
 */
export async function allLocationNames(onSite?: (site: SiteConfig) => void): Promise<LocationNames> {
  const names: LocationNames = new Map();
  for (const route of await listSites()) {
    const site = await getSiteConfig(route.slug);
    if (!site) continue;
    const locations: Location[] = await getLocations(site);
    onSite?.(site);
    for (const location of locations) {
      // A car's page states the repayment its own dealership's settings allow (SPEC 6).
      const repayment = repaymentTerms(siteForDealership(site, location.dealershipSlug));
      names.set(location.slug, { name: location.name, city: location.address.city, state: location.address.state, dealershipName: location.dealershipName ?? site.name, repayment });
    }
  }
  return names;
}

/** Every vehicle shown on a dealer website as a search record, read from the database. */
export async function buildSearchRecords(onSite?: (site: SiteConfig) => void): Promise<SearchRecord[]> {
  const [{ db }, locations] = await Promise.all([database(), allLocationNames(onSite)]);
  const records: SearchRecord[] = [];
  for await (const batch of listIndexableVehicles(db)) {
    for (const vehicle of batch) records.push(toSearchRecord(vehicle, locations));
  }
  return records;
}

/**
 * Rebuilds the search index from the database, the source of truth: every vehicle shown on a
 * dealer website becomes one record. Returns the number of records written.
 */
export async function rebuildSearchIndex(port: SearchPort): Promise<number> {
  const records = await buildSearchRecords(noteIndexedSite);
  await port.replaceAll(records);
  // The models directory and offers draw prices and photos from the same stock.
  await rebuildContentIndexes(port, records);
  return records.length;
}

/**
 * Patches one vehicle's record after it changed (price, status, reserved, sold), from the vehicle
 * as just written (see `vehicles/vehicle-changes.ts`): replaced while it is shown on the dealer
 * website, removed otherwise (null: no longer exists). Returns what was done.
 */
export async function patchVehicleRecord(port: SearchPort, id: number, vehicle: Vehicle | null, locations?: LocationNames): Promise<'saved' | 'deleted'> {
  const record = vehicle && vehicle.show_on_dealer_website ? toSearchRecord(vehicle, locations ?? (await allLocationNames())) : null;
  await port.patch(String(id), record);
  return record ? 'saved' : 'deleted';
}
