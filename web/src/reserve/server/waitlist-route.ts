import * as z from 'zod/mini';
import { notFoundResponse } from '@/leads/server/lead-http';
import { database } from '@/ports/database';
import { RATE_LIMITS } from '@/server/rate-limits';
import { acceptSiteRequest, noStoreJson } from './reservation-http';
import type { ReserveRouteDeps } from './reserve-route';
import { joinWaitlist, WAITLIST_TEXT } from './reservation-waitlist';

const waitlistBody = z.object({ car_id: z.number().check(z.int(), z.positive()) });

/**
 * POST /api/reservations/waitlist (`{ car_id }`): the signed-in shopper joins the line for a car
 * someone holds ("Tell me if it comes back"). 200 with their place in line; 401 when signed out
 * (the text goes to the session's verified phone, never a number from the body); 409 when the
 * car is not reserved (it can be reserved instead); 404 for a car that is not this site's.
 */
export async function handleWaitlistJoin(request: Request, deps: Pick<ReserveRouteDeps, 'site' | 'rateLimits' | 'shopper'>, now = () => new Date()): Promise<Response> {
  const accepted = await acceptSiteRequest(request, deps, RATE_LIMITS.waitlistPerIp, waitlistBody);
  if (!accepted.ok) return accepted.response;
  const { site, input } = accepted;
  const shopper = (await deps.shopper?.(request)) ?? null;
  if (!shopper) return noStoreJson({ error: WAITLIST_TEXT.signIn }, 401);
  const joined = await joinWaitlist((await database()).db, { siteSlug: site.slug, vehicleId: input.car_id, userId: shopper.id, phone: shopper.phone }, now());
  if (joined.ok) return noStoreJson({ position: joined.position, message: WAITLIST_TEXT.joined(joined.position) }, 200);
  if (joined.reason === 'not-reserved') return noStoreJson({ error: WAITLIST_TEXT.notReserved }, 409);
  return notFoundResponse('This car is not on this site.');
}
