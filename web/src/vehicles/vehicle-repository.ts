import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { toVehicle, type Vehicle } from './vehicle';

/**
 * Vehicle reads, always scoped to one tenant: there is no function here that can return another
 * site's car, whatever slug or id a request carries.
 */
export async function findVehicleBySlug(db: Kysely<Database>, siteSlug: string, slug: string): Promise<Vehicle | null> {
  const row = await db.selectFrom('vehicles').selectAll()
    .where('site_slug', '=', siteSlug).where('slug', '=', slug)
    .executeTakeFirst();
  return row ? toVehicle(row) : null;
}

export async function findVehicleById(db: Kysely<Database>, siteSlug: string, id: number): Promise<Vehicle | null> {
  const row = await db.selectFrom('vehicles').selectAll()
    .where('site_slug', '=', siteSlug).where('id', '=', id)
    .executeTakeFirst();
  return row ? toVehicle(row) : null;
}

/** Vehicles by id across every site: only for the change feed, which applies the log's rows as written. */
export async function findVehiclesByIds(db: Kysely<Database>, ids: readonly number[]): Promise<Vehicle[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('vehicles').selectAll().where('id', 'in', [...ids]).execute();
  return rows.map(toVehicle);
}

export async function countVehicles(db: Kysely<Database>, siteSlug?: string): Promise<number> {
  let query = db.selectFrom('vehicles').select((eb) => eb.fn.countAll<string>().as('n'));
  if (siteSlug) query = query.where('site_slug', '=', siteSlug);
  const { n } = await query.executeTakeFirstOrThrow();
  return Number(n);
}

/** Vehicles the search index may hold: shown on the dealer website (of one site, or all), in pages of `batchSize`. */
export async function* listIndexableVehicles(db: Kysely<Database>, batchSize = 1000, siteSlug?: string): AsyncGenerator<Vehicle[]> {
  let lastId = -1;
  for (;;) {
    let query = db.selectFrom('vehicles').selectAll().where('show_on_dealer_website', '=', true).where('id', '>', lastId);
    if (siteSlug) query = query.where('site_slug', '=', siteSlug);
    const rows = await query.orderBy('id').limit(batchSize).execute();
    if (rows.length === 0) return;
    yield rows.map(toVehicle);
    lastId = rows[rows.length - 1]!.id;
  }
}

/** The columns the dealer feed may change on a vehicle (see vehicle-changes.ts). */
export type VehicleUpdate = Partial<{
  price: number | null;
  before_price: number | null;
  status: Vehicle['status'];
  reserved: boolean;
  sold_date: Date | null;
  show_on_dealer_website: boolean;
}>;

/** Writes a change to one of the site's vehicles (any site when siteSlug is null); null when it does not exist. */
export async function updateVehicle(db: Kysely<Database>, siteSlug: string | null, id: number, update: VehicleUpdate, now = new Date()): Promise<Vehicle | null> {
  let query = db.updateTable('vehicles').set({ ...update, updated_at: now }).where('id', '=', id);
  if (siteSlug !== null) query = query.where('site_slug', '=', siteSlug);
  const row = await query.returningAll().executeTakeFirst();
  return row ? toVehicle(row) : null;
}
