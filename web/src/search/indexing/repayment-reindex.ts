import type { SiteConfig } from '@dealer/schemas/content/site';
import { getSiteConfig } from '@/content/site';
import { weeklyRepayment } from '@/domain/weekly-repayment';
import type { LenderData } from '@/domain/finance-estimate';
import { database } from '@/ports/database';
import type { Vehicle } from '@/vehicles/vehicle';
import { listIndexableVehicles } from '@/vehicles/vehicle-repository';
import type { SearchPort } from '../port/search-port';
import { dealershipTerms, indexedSite, noteIndexedSite, sameRepayments } from './indexed-repayment-terms';
import { allLocationNames } from './indexer';
import { toSearchRecord, type LocationNames } from './to-search-record';

export type RepaymentReindexDeps = {
  site: (slug: string) => Promise<SiteConfig | null>;
  /** The site's vehicles the index may hold, in batches. */
  vehicles: (siteSlug: string) => AsyncIterable<Vehicle[]>;
  locations: () => Promise<LocationNames>;
  now?: Date;
};

const appDeps: RepaymentReindexDeps = {
  site: getSiteConfig,
  vehicles: async function* (siteSlug) {
    const { db } = await database();
    yield* listIndexableVehicles(db, 1000, siteSlug);
  },
  locations: () => allLocationNames(),
};

/**
 * A site's finance settings changed (a publish of its site document: the starting rate, its range,
 * estimates on or off): the weekly repayment each of its cars' records carries for the stock
 * search's repayment filter is re-derived from the settings as published, at once, rather than
 * at the next full reindex, so "under $150 a week" keeps meaning what the car pages now state
 * (SPEC 9 estimate basis at the site's rate). Only the records whose figure moves are written
 * (every one of the site's when this process does not know what they were indexed with);
 * settings that did not change cost one config read. Returns how many records were written.
 */
export async function reindexSiteRepayments(port: SearchPort, siteSlug: string, deps: RepaymentReindexDeps = appDeps): Promise<number> {
  const site = await deps.site(siteSlug);
  if (!site) return 0;
  const before = indexedSite(siteSlug);
  if (before && sameRepayments(before, site)) return 0;
  const year = (deps.now ?? new Date()).getFullYear();
  const locations = await deps.locations();
  let written = 0;
  for await (const batch of deps.vehicles(siteSlug)) {
    for (const vehicle of batch) {
      const car = { ...vehicle, finance_lenders: vehicle.finance_lenders as Record<string, LenderData> | null };
      const dealership = vehicle.dealership_slug;
      if (before && weeklyRepayment(car, dealershipTerms(before, dealership), year) === weeklyRepayment(car, dealershipTerms(site, dealership), year)) continue;
      await port.patch(String(vehicle.id), toSearchRecord(vehicle, locations, deps.now));
      written += 1;
    }
  }
  noteIndexedSite(site);
  return written;
}
