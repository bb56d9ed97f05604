import type { SiteConfig } from '@dealer/schemas/content/site';
import { notFoundResponse, okResponse } from '@/leads/server/lead-http';
import { RATE_LIMITS, type RateLimitStore } from '@/server/rate-limits';
import { originOf } from '@/server/http/request-origin';
import { matchGatedRoute } from '@/tenancy/gated-route';
import type { Vehicle } from '@/vehicles/vehicle';
import { reserveSchema } from '../reserve-schema';
import type { ReservationDeps } from './reservation-deps';
import { acceptSiteRequest, accessCookie, answerAttempt, noStoreJson, reservationAccess, withAccess } from './reservation-http';
import { release, RESERVE_TEXT, reserve } from './reservation-service';
import { findReservation, type Reservation } from './reservation-store';
import type { CookieReader } from '@/tenancy/missing-page';

export type ReserveRouteDeps = {
  site: (host: string | null) => Promise<SiteConfig | null>;
  vehicle: (site: SiteConfig, id: number) => Promise<Vehicle | null>;
  reservations: (origin: string) => Promise<ReservationDeps>;
  rateLimits: () => Promise<RateLimitStore>;
  /** The signed-in shopper (identity's session), whose verified phone is used; null when signed out. */
  shopper?: (request: Request) => Promise<{ id: string; phone: string } | null>;
};


/** The page a reservation is shown on: /cars/{slug}/{checkout|buy-online}/reserved?reservation=… */
export const confirmationPath = (site: SiteConfig, vehicle: Pick<Vehicle, 'slug'>, reservation: Pick<Reservation, 'id'>) =>
  `/cars/${encodeURIComponent(vehicle.slug)}/${site.routes.checkoutPath}/reserved?reservation=${reservation.id}`;

/** Whether the request holds the reservation's key (the browser that made it) or its shopper's session. */
export const canAccess = reservationAccess.allows;

/**
 * POST /api/reservations: reserve a car of this site with a refundable deposit (SPEC 9). 200 with
 * the confirmation address when held, or the card challenge's address; 402 with the card's
 * message; 409 'This car has just been reserved by someone else'; 503 when payments are down
 * (nothing held, nothing charged).
 */
export async function handleReservePost(request: Request, deps: ReserveRouteDeps): Promise<Response> {
  const accepted = await acceptSiteRequest(request, deps, RATE_LIMITS.reservationPerIp, reserveSchema);
  if (!accepted.ok) return accepted.response;
  const { site, input } = accepted;
  const vehicle = await deps.vehicle(site, input.car_id);
  if (!vehicle) return notFoundResponse(RESERVE_TEXT.notReservable);
  // Where the site gates its checkout, reserving needs a verified phone: the session's, never the body's.
  const shopper = (await deps.shopper?.(request)) ?? null;
  if (!shopper && matchGatedRoute(`/cars/${vehicle.slug}/${site.routes.checkoutPath}`, site.gatedRoutes)) {
    return noStoreJson({ error: 'Please sign in with your mobile number to reserve this car.' }, 401);
  }

  const origin = originOf(request);
  const reservations = await deps.reservations(origin);
  const cookie = (reservation: Reservation) => accessCookie(reservation, input.idempotency_key, origin.startsWith('https:'));
  return answerAttempt('reserve', () => reserve(reservations, {
    site, vehicle, key: input.idempotency_key, paymentMethod: input.payment_method,
    shopper: { name: input.name, email: input.email, phone: shopper?.phone ?? input.phone, userId: shopper?.id ?? null },
    returnUrl: `${origin}/cars/${encodeURIComponent(vehicle.slug)}/${site.routes.checkoutPath}/reserved`,
  }), (result) => {
    if (result.kind === 'held') {
      const { reservation } = result;
      return withAccess({ status: 'held', reference: reservation.reference, deposit: reservation.amount_cents / 100, redirect: confirmationPath(site, vehicle, reservation) }, cookie(reservation));
    }
    if (result.kind === 'authenticate') return withAccess({ status: 'requires_action', redirect: result.url }, cookie(result.reservation));
    return result;
  });
}

/** POST /api/reservations/{id}/cancel: the shopper ends their hold; the authorisation is cancelled. */
export async function handleReservationCancel(request: Request, id: string, deps: ReserveRouteDeps & { cookies: CookieReader }): Promise<Response> {
  const site = await deps.site(request.headers.get('host'));
  if (!site || !/^[0-9a-f-]{36}$/.test(id)) return notFoundResponse('Reservation not found.');
  const reservations = await deps.reservations(originOf(request));
  const reservation = await findReservation(reservations.db, id);
  if (!reservation || reservation.site_slug !== site.slug || !canAccess(reservation, deps.cookies, (await deps.shopper?.(request))?.id ?? null)) {
    return notFoundResponse('Reservation not found.');
  }
  const released = await release(reservations, id, 'shopper');
  return okResponse({ status: released?.state ?? reservation.state });
}
