import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { isAvailable } from '@/domain/vehicle-availability';
import { vehicleTitle } from '@/domain/vehicle-title';
import { canonicalOrigin } from '@/tenancy/canonical-origin';
import type { Vehicle } from '@/vehicles/vehicle';
import type { ReservationDeps } from './reservation-deps';

/**
 * "Tell me if it comes back" (beyond SPEC 9's 48-hour hold): signed-in shoppers queue
 * for a car someone holds. When the hold lapses the next shopper in line is texted first, with a
 * head start: only when the car is still free an hour later is the one after them texted, and so
 * on. A sale closes the line (each shopper in it is told), whichever way the car was sold: through
 * its reservation, or by the dealer's feed or vehicle admin route (the sweep finds those). A
 * shopper may leave the line at any time. Each shopper is texted once per outcome.
 */
export const WAITLIST_HEAD_START_MS = 60 * 60_000;

export const WAITLIST_TEXT = {
  joined: (position: number) => (position === 1 ? "You're first in line: we'll text you if it comes back." : `You're number ${position} in line: we'll text you if it comes back.`),
  notReserved: 'This car is not reserved: you can reserve it now.',
  sold: 'This car has been sold, so there is no waitlist for it.',
  left: "You've left the waitlist: we won't text you about this car.",
  signIn: 'Please sign in with your mobile number to join the waitlist.',
} as const;

export type JoinResult = { ok: true; position: number } | { ok: false; reason: 'unknown-car' | 'not-reserved' | 'sold' };

/**
 * Puts the shopper in line for a reserved car of the site (again, after a text: at their old
 * place). Joining twice changes nothing. The car is looked up by site and id in the same
 * statement, so a line never ties one site's shopper to another site's car.
 */
export async function joinWaitlist(db: Kysely<Database>, input: { siteSlug: string; vehicleId: number; userId: string; phone: string }, now: Date): Promise<JoinResult> {
  const car = await db.selectFrom('vehicles').select(['reserved', 'status']).where('site_slug', '=', input.siteSlug).where('id', '=', input.vehicleId).executeTakeFirst();
  if (!car) return { ok: false, reason: 'unknown-car' };
  if (car.status === 'sold') return { ok: false, reason: 'sold' };
  if (!car.reserved) return { ok: false, reason: 'not-reserved' };
  const row = await db.insertInto('reservation_waitlist')
    .values({ site_slug: input.siteSlug, vehicle_id: input.vehicleId, user_id: input.userId, phone: input.phone, created_at: now })
    .onConflict((oc) => oc.columns(['site_slug', 'vehicle_id', 'user_id']).doUpdateSet({ state: 'waiting', phone: input.phone, notified_at: null }))
    .returning('id').executeTakeFirstOrThrow();
  const ahead = await db.selectFrom('reservation_waitlist').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('site_slug', '=', input.siteSlug).where('vehicle_id', '=', input.vehicleId).where('state', '=', 'waiting').where('id', '<=', row.id).executeTakeFirstOrThrow();
  return { ok: true, position: Number(ahead.n) };
}

/**
 * Takes the shopper out of a car's line (waiting, or texted and not yet reserved). Leaving twice,
 * or a line they were never in, changes nothing; joining again later puts them at the back.
 */
export async function leaveWaitlist(db: Kysely<Database>, input: { siteSlug: string; vehicleId: number; userId: string }): Promise<{ left: boolean }> {
  const removed = await db.deleteFrom('reservation_waitlist')
    .where('site_slug', '=', input.siteSlug).where('vehicle_id', '=', input.vehicleId).where('user_id', '=', input.userId)
    .where('state', 'in', ['waiting', 'notified']).returning('id').executeTakeFirst();
  return { left: Boolean(removed) };
}

export function comeBackText(site: Pick<SiteConfig, 'name' | 'domains' | 'slug' | 'routes'>, vehicle: Vehicle): string {
  return `${site.name}: good news, the ${vehicleTitle(vehicle)} you asked about is available again. `
    + `You're next in line: reserve it at ${canonicalOrigin(site)}/cars/${encodeURIComponent(vehicle.slug)}/${site.routes.checkoutPath}`;
}

export function soldText(site: Pick<SiteConfig, 'name'>, vehicle: Vehicle): string {
  return `${site.name}: sorry, the ${vehicleTitle(vehicle)} you were waiting for has been sold. Your place in line is closed.`;
}

type Line = { id: string; phone: string };

/**
 * Texts the next shopper in line for a car that is free again, unless someone was texted within
 * the head start. The line is locked while it is read and marked, so instances doing this
 * together text one shopper, once. A car sold meanwhile (its hold lapsing after the feed sold it)
 * texts nobody: its line is closed instead.
 */
export async function notifyNextInLine(deps: Pick<ReservationDeps, 'db' | 'site' | 'vehicle' | 'sms' | 'now'>, siteSlug: string, vehicleId: number): Promise<Line | null> {
  const now = deps.now();
  const next = await deps.db.transaction().execute(async (trx) => {
    const car = await trx.selectFrom('vehicles').select(['status', 'reserved']).where('site_slug', '=', siteSlug).where('id', '=', vehicleId).executeTakeFirst();
    if (!car || car.reserved || !isAvailable(car.status)) return null;
    const line = await trx.selectFrom('reservation_waitlist').select(['id', 'state', 'notified_at', 'phone'])
      .where('site_slug', '=', siteSlug).where('vehicle_id', '=', vehicleId).where('state', 'in', ['waiting', 'notified'])
      .orderBy('id').forUpdate().execute();
    const recent = line.some((r) => r.state === 'notified' && r.notified_at && now.getTime() - new Date(r.notified_at).getTime() < WAITLIST_HEAD_START_MS);
    const head = line.find((r) => r.state === 'waiting');
    if (recent || !head) return null;
    await trx.updateTable('reservation_waitlist').set({ state: 'notified', notified_at: now }).where('id', '=', head.id).execute();
    return { id: head.id, phone: head.phone };
  });
  if (!next) return null;
  const [site, vehicle] = await Promise.all([deps.site(siteSlug), deps.vehicle(siteSlug, vehicleId)]);
  if (site && vehicle) await textOrLog(deps, siteSlug, next.phone, comeBackText(site, vehicle));
  return next;
}

/** The cars with shoppers waiting that are free again (not reserved, available): each is due its next text. */
export async function carsDueInLine(db: Kysely<Database>): Promise<{ site_slug: string; vehicle_id: number }[]> {
  return db.selectFrom('reservation_waitlist as w')
    .innerJoin('vehicles as v', (join) => join.onRef('v.id', '=', 'w.vehicle_id').onRef('v.site_slug', '=', 'w.site_slug'))
    .select(['w.site_slug', 'w.vehicle_id']).distinct()
    .where('w.state', '=', 'waiting').where('v.reserved', '=', false).where('v.status', 'in', ['in_stock', 'coming_soon'])
    .limit(100).execute();
}

/**
 * The lines of cars sold (or gone from the feed) with shoppers still in them: sold by the dealer's
 * feed or vehicle admin route rather than through the reservation, so nothing closed them yet.
 */
export async function soldCarsInLine(db: Kysely<Database>): Promise<{ site_slug: string; vehicle_id: number }[]> {
  return db.selectFrom('reservation_waitlist as w')
    .leftJoin('vehicles as v', (join) => join.onRef('v.id', '=', 'w.vehicle_id').onRef('v.site_slug', '=', 'w.site_slug'))
    .select(['w.site_slug', 'w.vehicle_id']).distinct()
    .where('w.state', 'in', ['waiting', 'notified'])
    .where((eb) => eb.or([eb('v.id', 'is', null), eb('v.status', '=', 'sold')]))
    .limit(100).execute();
}

/**
 * A sale closes the line: every shopper still in it (waiting, or texted it was free and not yet
 * reserved) is told, once: the update that closes their place is the one that texts them.
 */
export async function closeLine(deps: Pick<ReservationDeps, 'db' | 'site' | 'vehicle' | 'sms'>, siteSlug: string, vehicleId: number): Promise<number> {
  const closed = await deps.db.updateTable('reservation_waitlist').set({ state: 'closed' })
    .where('site_slug', '=', siteSlug).where('vehicle_id', '=', vehicleId).where('state', 'in', ['waiting', 'notified']).returning('phone').execute();
  const [site, vehicle] = await Promise.all([deps.site(siteSlug), deps.vehicle(siteSlug, vehicleId)]);
  if (site && vehicle) for (const row of closed) await textOrLog(deps, siteSlug, row.phone, soldText(site, vehicle));
  return closed.length;
}

/** A text that fails is logged: the shopper's place has moved on either way, so it is never sent twice. */
async function textOrLog(deps: Pick<ReservationDeps, 'sms'>, siteSlug: string, phone: string, body: string): Promise<void> {
  try {
    await deps.sms(siteSlug, phone, body);
  } catch (error) {
    console.error(`[waitlist] text to a shopper of ${siteSlug} failed`, error instanceof Error ? error.message : error);
  }
}
