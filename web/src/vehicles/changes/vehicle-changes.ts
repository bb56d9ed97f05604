import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { database } from '@/ports/database';
import { searchPort } from '@/search/search-service';
import { patchVehicleRecord } from '@/search/indexing/indexer';
import { refreshSiteListings } from '@/search/indexing/site-listings-refresh';
import type { SearchPort } from '@/search/port/search-port';
import type { LocationNames } from '@/search/indexing/to-search-record';
import type { Vehicle } from '../vehicle';
import { invalidateVehicle } from '../vehicle-cache';
import { updateVehicle } from '../vehicle-repository';

const price = z.number({ error: 'Must be a number.' }).nonnegative('Must be 0 or more.').max(100_000_000, 'Must be at most 100,000,000.').nullable();

/** What the dealer feed may change on a car (SPEC 4: price, status, reserved, sold). */
export const vehicleChangeSchema = z.strictObject({
  price: price.optional(),
  before_price: price.optional(),
  status: z.enum(['in_stock', 'coming_soon', 'sold', 'other'], { error: 'Must be one of in_stock, coming_soon, sold, other.' }).optional(),
  reserved: z.boolean({ error: 'Must be true or false.' }).optional(),
  sold_date: z.iso.datetime({ offset: true, error: 'Must be an ISO date-time, e.g. 2026-11-21T09:30:00+10:00.' }).nullable().optional(),
  show_on_dealer_website: z.boolean({ error: 'Must be true or false.' }).optional(),
}, { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : 'Send a JSON object.') })
  .refine((change) => Object.keys(change).length > 0, 'Send at least one of price, before_price, status, reserved, sold_date, show_on_dealer_website.');

export type VehicleChange = z.infer<typeof vehicleChangeSchema>;

export type VehicleChangeDeps = {
  db: Kysely<Database>;
  search: SearchPort;
  /** Location names for the search record; read from the content port when absent. */
  locations?: LocationNames;
  now?: Date;
};

export type AppliedChange = { vehicle: Vehicle; search: 'saved' | 'deleted' };

async function defaultDeps(): Promise<VehicleChangeDeps> {
  return { db: (await database()).db, search: searchPort() };
}

/**
 * The one way a vehicle changes: the database (the source of truth) first, then that vehicle's
 * search record, then its cached page data, so the next page render and the next search both
 * show the change. A car marked sold without a date is sold now: the sold window counts from
 * sold_date. Null when the vehicle is not one of the site's (any site's when siteSlug is null).
 */
export async function applyVehicleChange(siteSlug: string | null, vehicleId: number, change: VehicleChange, deps?: VehicleChangeDeps): Promise<AppliedChange | null> {
  const { db, search, locations, now = new Date() } = deps ?? (await defaultDeps());
  const { sold_date, ...rest } = change;
  const soldDate = sold_date !== undefined ? (sold_date === null ? null : new Date(sold_date)) : change.status === 'sold' ? now : undefined;
  const vehicle = await updateVehicle(db, siteSlug, vehicleId, { ...rest, ...(soldDate !== undefined ? { sold_date: soldDate } : {}) }, now);
  if (!vehicle) return null;
  // Invalidate before patching the index: a failed patch must not leave the page showing old data.
  await invalidateVehicle(vehicle.site_slug, vehicle.slug);
  const patched = await patchVehicleRecord(search, vehicle.id, vehicle, locations);
  // The models directory and offers show the stock's counts and "from" prices too.
  await refreshSiteListings(search, vehicle.site_slug);
  return { vehicle, search: patched };
}
