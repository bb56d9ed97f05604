import * as z from 'zod/mini';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { fieldErrors } from '@/leads/schema/field-errors';
import { invalidResponse, notFoundResponse, readJsonBody, tooManyResponse } from '@/leads/server/lead-http';
import { cardAttempt } from '@/reserve/reserve-schema';
import { RESERVE_TEXT, reserve } from '@/reserve/server/reservation-service';
import type { ReservationDeps } from '@/reserve/server/reservation-deps';
import { accessCookie, noStoreJson as json, unheldResponse } from '@/reserve/server/reservation-http';
import type { Reservation } from '@/reserve/server/reservation-store';
import { originOf } from '@/server/http/request-origin';
import { clientAddress, RATE_LIMITS, takeRateLimit, type RateLimitStore } from '@/server/rate-limits';
import { matchGatedRoute } from '@/tenancy/gated-route';
import type { Vehicle } from '@/vehicles/vehicle';
import { JOURNEY_TEXT, LAST_STEP } from '../journey-steps';
import type { JourneyContext, JourneyDeps } from './journey-service';
import { saveStep } from './journey-service';
import { JOURNEY_COOKIE, linkReservation, openJourney, shopperKey, type Journey } from './journey-store';

export type JourneyRouteDeps = {
  site: (host: string | null) => Promise<SiteConfig | null>;
  vehicle: (site: SiteConfig, id: number) => Promise<Vehicle | null>;
  shopper: (request: Request) => Promise<{ id: string; phone: string } | null>;
  context: (site: SiteConfig, vehicle: Vehicle, sessionPhone: string | null) => Promise<{ ok: true; context: JourneyContext } | { ok: false; message: string }>;
  journeys: () => Promise<JourneyDeps>;
  reservations: (origin: string) => Promise<ReservationDeps>;
  purchaseLead: (journey: Journey, reservationId: string, context: JourneyContext) => Promise<void>;
  rateLimits: () => Promise<RateLimitStore>;
};

const stepBody = z.object({ car_id: z.number().check(z.int(), z.positive()), step: z.number().check(z.int()), values: z.record(z.string(), z.unknown()) });
const payBody = z.object({ car_id: z.number().check(z.int(), z.positive()), ...cardAttempt });

function cookieValue(request: Request, name: string): string | null {
  const found = (request.headers.get('cookie') ?? '').split(';').map((c) => c.trim()).find((c) => c.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

type Opened = { ok: true; site: SiteConfig; vehicle: Vehicle; context: JourneyContext; journey: Journey; userId: string | null; setCookie: string | null } | { ok: false; response: Response };

/** The site, car, shopper and journey a request is about; the gate where the site gates buying online. */
async function open<T extends { car_id: number }>(request: Request, deps: JourneyRouteDeps, schema: z.ZodMiniType<T>): Promise<(Opened & { ok: true; input: T }) | { ok: false; response: Response }> {
  const site = await deps.site(request.headers.get('host'));
  if (!site) return { ok: false, response: notFoundResponse('Unknown site.') };
  const limit = await takeRateLimit(await deps.rateLimits(), site.slug, [{ rule: RATE_LIMITS.checkoutJourneyPerIp, key: clientAddress(request) }]);
  if (!limit.allowed) return { ok: false, response: tooManyResponse(limit.retryAfterSeconds) };
  const body = await readJsonBody(request);
  if (!body.ok) return { ok: false, response: body.response };
  const parsed = schema.safeParse(body.body);
  if (!parsed.success) return { ok: false, response: invalidResponse(fieldErrors(parsed.error)) };
  const vehicle = await deps.vehicle(site, parsed.data.car_id);
  if (!vehicle || !vehicle.show_on_dealer_website) return { ok: false, response: notFoundResponse(JOURNEY_TEXT.notBuyable) };
  const shopper = await deps.shopper(request);
  if (!shopper && matchGatedRoute('/checkout-journey', site.gatedRoutes)) {
    return { ok: false, response: json({ error: 'Please sign in with your mobile number to buy this car online.' }, 401) };
  }
  const built = await deps.context(site, vehicle, shopper?.phone ?? null);
  if (!built.ok) return { ok: false, response: json({ error: built.message }, 422) };
  let deviceKey = cookieValue(request, JOURNEY_COOKIE);
  let setCookie: string | null = null;
  if (!shopper && !shopperKey(null, deviceKey)) {
    deviceKey = crypto.randomUUID();
    setCookie = `${JOURNEY_COOKIE}=${deviceKey}; Path=/; Max-Age=${30 * 24 * 3600}; HttpOnly; SameSite=Lax${originOf(request).startsWith('https:') ? '; Secure' : ''}`;
  }
  const key = shopperKey(shopper?.id ?? null, deviceKey)!;
  const journeys = await deps.journeys();
  const journey = await openJourney(journeys.db, site.slug, key, vehicle.id, journeys.now());
  return { ok: true, site, vehicle, context: built.context, journey, userId: shopper?.id ?? null, setCookie, input: parsed.data };
}

/**
 * POST /api/checkout-journey: saves one step of buying a car online (`{ car_id, step, values }`).
 * 200 with the journey (its step and what each step saved), 400 with field messages (nothing
 * saved), 409 when an earlier step is not finished, 401 where the site gates buying online.
 */
export async function handleJourneyStep(request: Request, deps: JourneyRouteDeps): Promise<Response> {
  const opened = await open(request, deps, stepBody);
  if (!opened.ok) return opened.response;
  const result = await saveStep(await deps.journeys(), opened.context, opened.journey, opened.input.step, opened.input.values);
  const headers: Record<string, string> = opened.setCookie ? { 'set-cookie': opened.setCookie } : {};
  if (!result.ok) return json({ error: result.errors['']?.[0] ?? 'Please fix the highlighted fields.', fieldErrors: result.errors }, result.status, headers);
  return json({ step: result.journey.step, data: result.journey.data }, 200, headers);
}

/**
 * POST /api/checkout-journey/pay: the review step pays the deposit (SPEC 9: a refundable card
 * authorisation that holds the car 48 hours) through the reservation service, so one shopper
 * holds the car and a double click authorises once. The dealer gets the whole deal as a lead.
 */
export async function handleJourneyPay(request: Request, deps: JourneyRouteDeps): Promise<Response> {
  const opened = await open(request, deps, payBody);
  if (!opened.ok) return opened.response;
  const { site, vehicle, journey, input } = opened;
  const details = journey.data.details;
  if (journey.step < LAST_STEP || !details) return json({ error: JOURNEY_TEXT.notYet }, 409);
  const origin = originOf(request);
  const reservations = await deps.reservations(origin);
  const here = `/checkout-journey?car_id=${encodeURIComponent(vehicle.slug)}`;
  let result;
  try {
    result = await reserve(reservations, {
      site, vehicle, key: input.idempotency_key, paymentMethod: input.payment_method, returnUrl: `${origin}${here}`,
      shopper: { name: `${details.name} ${details.last_name}`, email: details.email, phone: details.phone, userId: opened.userId },
    });
  } catch (error) {
    console.error('[checkout journey] pay failed', error instanceof Error ? error.message : error);
    return json({ error: RESERVE_TEXT.unavailable }, 503);
  }
  const secure = origin.startsWith('https:');
  const cookies = (reservation: Reservation) => [accessCookie(reservation, input.idempotency_key, secure), ...(opened.setCookie ? [opened.setCookie] : [])];
  switch (result.kind) {
    case 'held':
      await linkReservation(reservations.db, journey.id, result.reservation.id, reservations.now());
      await deps.purchaseLead(journey, result.reservation.id, opened.context);
      return multiCookie({ status: 'held', redirect: here }, 200, cookies(result.reservation));
    case 'authenticate':
      await linkReservation(reservations.db, journey.id, result.reservation.id, reservations.now());
      return multiCookie({ status: 'requires_action', redirect: result.url }, 200, cookies(result.reservation));
    default:
      return unheldResponse(result);
  }
}

function multiCookie(body: unknown, status: number, cookies: string[]): Response {
  const headers = new Headers({ 'cache-control': 'no-store', 'content-type': 'application/json' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(body), { status, headers });
}
