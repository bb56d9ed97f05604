import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import type { Database } from '@dealer/migrations/database-types';
import { notFoundResponse } from '@/leads/server/lead-http';
import { RATE_LIMITS } from '@/server/rate-limits';
import { acceptSiteRequest, noStoreJson } from './reservation-http';
import type { ReserveRouteDeps } from './reserve-route';
import { joinWaitlist, leaveWaitlist, WAITLIST_TEXT } from './reservation-waitlist';

const waitlistBody = z.object({ car_id: z.number().check(z.int(), z.positive()) });

/** What the waitlist routes need (the app's in app-reserve-route-deps.ts; tests pass their own). */
export type WaitlistRouteDeps = Pick<ReserveRouteDeps, 'site' | 'rateLimits' | 'shopper'> & {
  db: () => Promise<Kysely<Database>>;
  now?: () => Date;
};

/** The site, the car id and the signed-in shopper of a waitlist request, or the answer refusing it. */
async function acceptShopper(request: Request, deps: WaitlistRouteDeps) {
  const accepted = await acceptSiteRequest(request, deps, RATE_LIMITS.waitlistPerIp, waitlistBody);
  if (!accepted.ok) return accepted;
  const shopper = (await deps.shopper?.(request)) ?? null;
  if (!shopper) return { ok: false as const, response: noStoreJson({ error: WAITLIST_TEXT.signIn }, 401) };
  return { ...accepted, shopper };
}

/**
 * POST /api/reservations/waitlist (`{ car_id }`): the signed-in shopper joins the line for a car
 * someone holds ("Tell me if it comes back"). 200 with their place in line; 401 when signed out
 * (the text goes to the session's verified phone, never a number from the body); 409 when the
 * car is not reserved (it can be reserved instead) or has been sold; 404 for a car that is not this site's.
 */
export async function handleWaitlistJoin(request: Request, deps: WaitlistRouteDeps): Promise<Response> {
  const accepted = await acceptShopper(request, deps);
  if (!accepted.ok) return accepted.response;
  const { site, input, shopper } = accepted;
  const joined = await joinWaitlist(await deps.db(), { siteSlug: site.slug, vehicleId: input.car_id, userId: shopper.id, phone: shopper.phone }, (deps.now ?? (() => new Date()))());
  if (joined.ok) return noStoreJson({ position: joined.position, message: WAITLIST_TEXT.joined(joined.position) }, 200);
  if (joined.reason === 'not-reserved') return noStoreJson({ error: WAITLIST_TEXT.notReserved }, 409);
  if (joined.reason === 'sold') return noStoreJson({ error: WAITLIST_TEXT.sold }, 409);
  return notFoundResponse('This car is not on this site.');
}

/**
 * DELETE /api/reservations/waitlist (`{ car_id }`): the signed-in shopper leaves the car's line.
 * 200 whether or not they were in it (leaving twice is the same as once), with `left` saying
 * whether this request took them out; 401 when signed out.
 */
export async function handleWaitlistLeave(request: Request, deps: WaitlistRouteDeps): Promise<Response> {
  const accepted = await acceptShopper(request, deps);
  if (!accepted.ok) return accepted.response;
  const { site, input, shopper } = accepted;
  const { left } = await leaveWaitlist(await deps.db(), { siteSlug: site.slug, vehicleId: input.car_id, userId: shopper.id });
  return noStoreJson({ left, message: WAITLIST_TEXT.left }, 200);
}
