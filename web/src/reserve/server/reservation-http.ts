import type * as z from 'zod/mini';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { fieldErrors } from '@/leads/schema/field-errors';
import { invalidResponse, notFoundResponse, readJsonBody, tooManyResponse, unavailableResponse } from '@/leads/server/lead-http';
import { clientAddress, takeRateLimit, type RateLimitRule, type RateLimitStore } from '@/server/rate-limits';
import { RESERVATION_COOKIE_PREFIX } from '../reserve-schema';
import { RESERVE_TEXT, type ReserveResult } from './reservation-service';
import { hashKey, type Reservation } from './reservation-store';
import type { CookieReader } from '@/tenancy/missing-page';

/**
 * The HTTP answers every route that takes a deposit shares (reserving a car, paying a purchase's
 * deposit in the checkout journey): the access cookie of a reservation, and the answer to an
 * attempt that did not hold the car. Kept apart from the route handlers so a feature reuses
 * them without importing another feature's route.
 */
const WEEK = 7 * 24 * 3600;

export const noStoreJson = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

export type SiteRequestDeps = {
  site: (host: string | null) => Promise<SiteConfig | null>;
  rateLimits: () => Promise<RateLimitStore>;
};

/**
 * What every shopper write of these routes checks first, in this order: the tenant of the Host
 * (404), the address's rate limit for the action (429), a bounded JSON body that fits the
 * action's schema (400 with each field's message).
 */
export async function acceptSiteRequest<T>(request: Request, deps: SiteRequestDeps, rule: RateLimitRule, schema: z.ZodMiniType<T>): Promise<{ ok: true; site: SiteConfig; input: T } | { ok: false; response: Response }> {
  const site = await deps.site(request.headers.get('host'));
  if (!site) return { ok: false, response: notFoundResponse('Unknown site.') };
  const limit = await takeRateLimit(await deps.rateLimits(), site.slug, [{ rule, key: clientAddress(request) }]);
  if (!limit.allowed) return { ok: false, response: tooManyResponse(limit.retryAfterSeconds) };
  const body = await readJsonBody(request);
  if (!body.ok) return { ok: false, response: body.response };
  const parsed = schema.safeParse(body.body);
  if (!parsed.success) return { ok: false, response: invalidResponse(fieldErrors(parsed.error)) };
  return { ok: true, site, input: parsed.data };
}


/**
 * Whether a request may see a shopper's record (a reservation, a payment): its browser holds the
 * record's key in the cookie `{prefix}{id}` (stored hashed), or the record is the signed-in shopper's.
 */
export function holdsAccess(record: { id: string; access_hash: string; user_id: string | null }, prefix: string, cookies: CookieReader, userId: string | null): boolean {
  const key = cookies.get(`${prefix}${record.id}`)?.value;
  if (key && hashKey('access', key) === record.access_hash) return true;
  return Boolean(userId && record.user_id === userId);
}

/**
 * A kind of shopper record's access: the cookie the browser that made it gets (its attempt's key,
 * kept a week, sent only to `path`) and the check of a later request (holdsAccess).
 */
export function recordAccess(prefix: string, path = '/') {
  return {
    cookie: (record: { id: string }, key: string, secure: boolean) =>
      `${prefix}${record.id}=${key}; Path=${path}; Max-Age=${WEEK}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
    allows: (record: { id: string; access_hash: string; user_id: string | null }, cookies: CookieReader, userId: string | null) =>
      holdsAccess(record, prefix, cookies, userId),
  };
}

/** The browser that made a reservation holds its key (hashed in the row) to see and cancel it. */
export const reservationAccess = recordAccess(RESERVATION_COOKIE_PREFIX);
export const accessCookie = (reservation: Reservation, key: string, secure: boolean) => reservationAccess.cookie(reservation, key, secure);

/** A card attempt that did not go through: a reservation's (ReserveResult) or an online payment's. */
export type UnsettledAttempt = { kind: 'processing' } | { kind: 'declined'; message: string } | { kind: 'taken' } | { kind: 'unavailable' } | { kind: 'not-reservable' };

/** The answer to an attempt that did not hold the car (reserving, or paying a purchase's deposit) or did not pay. */
export function unheldResponse(result: UnsettledAttempt | Exclude<ReserveResult, { kind: 'held' | 'authenticate' }>): Response {
  switch (result.kind) {
    case 'processing':
      return noStoreJson({ status: 'processing', message: 'Your payment is already being processed. This page will update in a moment.' }, 202);
    case 'declined':
      return noStoreJson({ error: result.message }, 402);
    case 'taken':
      return noStoreJson({ error: RESERVE_TEXT.taken }, 409);
    case 'unavailable':
      return noStoreJson({ error: RESERVE_TEXT.unavailable }, 503, { 'retry-after': '60' });
    case 'not-reservable':
      return noStoreJson({ error: RESERVE_TEXT.notReservable }, 422);
  }
}

/** 200 with the record's access cookie: the attempt went through, or its card asks for authentication. */
export const withAccess = (body: Record<string, unknown>, cookie: string) => noStoreJson(body, 200, { 'set-cookie': cookie });

/**
 * Runs a card attempt and answers it: `answer` turns what went through (or asks for the card
 * challenge) into its response and hands back anything else, which gets unheldResponse's answer.
 * An error of our own is a 503 (nothing was taken), logged under `label` without its details.
 */
export async function answerAttempt<T>(label: string, attempt: () => Promise<T>, answer: (result: T) => Response | UnsettledAttempt): Promise<Response> {
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    console.error(`[${label}] failed`, error instanceof Error ? error.message : error);
    return unavailableResponse();
  }
  const answered = answer(result);
  return answered instanceof Response ? answered : unheldResponse(answered);
}
