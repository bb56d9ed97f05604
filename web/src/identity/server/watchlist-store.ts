import { sql, type Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';

/** SPEC 3 "Watchlist entry": one of a signed-in shopper's saved cars, on one tenant. */
export type WatchlistEntry = {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  image: string | null;
  price: number | null;
  priceAtSave: number | null;
  status: 'in_stock' | 'coming_soon' | 'sold' | 'other';
  reserved: boolean;
  savedAt: Date;
};

export type WatchlistOwner = { siteSlug: string; userId: string };

const num = (value: string | number | null) => (value === null ? null : Number(value));

/** Saves a car (again: nothing changes, the first save's price and date stay). */
export async function saveToWatchlist(db: Kysely<Database>, owner: WatchlistOwner & { phone: string }, carId: number, price: number | null): Promise<void> {
  await db.insertInto('watchlist')
    .values({ site_slug: owner.siteSlug, user_id: owner.userId, phone: owner.phone, car_id: carId, price_at_save: price === null ? null : String(price) })
    .onConflict((oc) => oc.columns(['site_slug', 'user_id', 'car_id']).doNothing()).execute();
}

export async function removeFromWatchlist(db: Kysely<Database>, owner: WatchlistOwner, carId: number): Promise<void> {
  await db.deleteFrom('watchlist').where('site_slug', '=', owner.siteSlug).where('user_id', '=', owner.userId).where('car_id', '=', carId).execute();
}

export async function watchlistIds(db: Kysely<Database>, owner: WatchlistOwner): Promise<number[]> {
  const rows = await db.selectFrom('watchlist').select('car_id')
    .where('site_slug', '=', owner.siteSlug).where('user_id', '=', owner.userId).orderBy('created_at', 'desc').execute();
  return rows.map((row) => row.car_id);
}

export async function isInWatchlist(db: Kysely<Database>, owner: WatchlistOwner, carId: number): Promise<boolean> {
  const row = await db.selectFrom('watchlist').select('car_id')
    .where('site_slug', '=', owner.siteSlug).where('user_id', '=', owner.userId).where('car_id', '=', carId).executeTakeFirst();
  return !!row;
}

/** The shopper's saved cars with their price now and when saved, newest save first; only this tenant's cars. */
export async function watchlistEntries(db: Kysely<Database>, owner: WatchlistOwner): Promise<WatchlistEntry[]> {
  const rows = await db.selectFrom('watchlist as w')
    .innerJoin('vehicles as v', (join) => join.onRef('v.id', '=', 'w.car_id').onRef('v.site_slug', '=', 'w.site_slug'))
    .select(['v.id', 'v.slug', 'v.name', 'v.year', 'v.make', 'v.model', 'v.price', 'v.status', 'v.reserved', 'w.price_at_save', 'w.created_at'])
    .select(sql<string | null>`v.images->0->>'url'`.as('image'))
    .where('w.site_slug', '=', owner.siteSlug).where('w.user_id', '=', owner.userId)
    .orderBy('w.created_at', 'desc').execute();
  return rows.map((row) => ({
    id: row.id, slug: row.slug, name: row.name, year: row.year, make: row.make, model: row.model, image: row.image,
    price: num(row.price), priceAtSave: num(row.price_at_save), status: row.status as WatchlistEntry['status'], reserved: row.reserved, savedAt: row.created_at,
  }));
}
