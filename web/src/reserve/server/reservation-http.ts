import { RESERVATION_COOKIE_PREFIX } from '../reserve-schema';
import { RESERVE_TEXT, type ReserveResult } from './reservation-service';
import type { Reservation } from './reservation-store';

/**
 * The HTTP answers every route that takes a deposit shares (reserving a car, paying a purchase's
 * deposit in the checkout journey): the access cookie of a reservation, and the answer to an
 * attempt that did not hold the car. Kept apart from the route handlers so a feature reuses
 * them without importing another feature's route.
 */
const WEEK = 7 * 24 * 3600;

export const noStoreJson = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

/** The browser that made a reservation holds its key (hashed in the row) to see and cancel it. */
export const accessCookie = (reservation: Reservation, key: string, secure: boolean) =>
  `${RESERVATION_COOKIE_PREFIX}${reservation.id}=${key}; Path=/; Max-Age=${WEEK}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

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
