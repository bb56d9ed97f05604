import type { SiteConfig } from '@dealer/schemas/content/site';
import { isAvailable } from '@/domain/vehicle-availability';
import { PaymentDeclined, PaymentInProgress, PaymentUnavailable, type Payment } from '@/ports/payments/payments-port';
import type { Vehicle } from '@/vehicles/vehicle';
import { depositDollars, toCents } from '../deposit-amount';
import type { ReleaseReason } from '../reservation-state';
import type { ReservationDeps } from './reservation-deps';
import { afterChange } from './reservation-effects';
import { carsDueInLine, closeLine, notifyNextInLine, soldCarsInLine } from './reservation-waitlist';
import { applyCause, attachPayment, CarAlreadyReserved, claimCar, dueHolds, findReservation, type Applied, type Reservation } from './reservation-store';

/** SPEC texts and the shopper-facing messages of reserving. */
export const RESERVE_TEXT = {
  taken: 'This car has just been reserved by someone else',
  unavailable: 'Payments are unavailable right now, so nothing was held or charged. Please try again in a few minutes.',
  notReservable: 'This car cannot be reserved online.',
  authenticationFailed: 'Your card could not be authenticated. Nothing was charged; please try again or use another card.',
} as const;

/** A pending attempt (card authentication not finished) is abandoned after this long. */
export const ABANDON_AFTER_MS = 30 * 60_000;

export type Shopper = { name: string; email: string; phone: string; userId: string | null };

export type ReserveResult =
  | { kind: 'held'; reservation: Reservation }
  | { kind: 'authenticate'; reservation: Reservation; url: string }
  /** The same attempt is still being authorised by an earlier request (a double click). */
  | { kind: 'processing'; reservation: Reservation }
  | { kind: 'declined'; message: string }
  | { kind: 'taken' }
  | { kind: 'unavailable' }
  | { kind: 'not-reservable' };

/** SPEC 5: reservable only where checkout is on for the site and the car, and the car is listed, available and not held. */
export function reservable(site: SiteConfig, vehicle: Vehicle): boolean {
  return site.features.checkout && vehicle.checkout_enabled && vehicle.show_on_dealer_website && isAvailable(vehicle.status);
}

export const depositCents = (site: SiteConfig, vehicle: Vehicle) => toCents(depositDollars(site, vehicle.reserve_amount));

/**
 * Reserves a car: claims it (one active reservation per car), then authorises the deposit on the
 * shopper's card (`capture_method: manual`: held, not taken). `key` is the shopper's attempt: the
 * same key again (a double click, a retry) returns the same reservation and authorises once.
 */
export async function reserve(deps: ReservationDeps, input: { site: SiteConfig; vehicle: Vehicle; shopper: Shopper; paymentMethod: string; key: string; returnUrl: string }): Promise<ReserveResult> {
  const { site, vehicle } = input;
  if (!reservable(site, vehicle)) return { kind: 'not-reservable' };
  const now = deps.now();
  let claimed: { reservation: Reservation; created: boolean };
  try {
    if (vehicle.reserved) throw new CarAlreadyReserved(RESERVE_TEXT.taken);
    claimed = await claimCar(deps.db, {
      siteSlug: site.slug, vehicleId: vehicle.id, amountCents: depositCents(site, vehicle), holdHours: site.claims.deposit.holdHours,
      key: input.key, userId: input.shopper.userId, name: input.shopper.name, email: input.shopper.email, phone: input.shopper.phone,
    }, now);
  } catch (error) {
    if (error instanceof CarAlreadyReserved) return { kind: 'taken' };
    throw error;
  }
  let reservation = claimed.reservation;
  if (reservation.state !== 'pending') return outcomeOf(reservation);
  if (!claimed.created && reservation.payment_intent_id) {
    // A repeat of an attempt already authorised: follow its payment, never authorise again.
    const settled = (await settle(deps, reservation.id, await (await deps.payments()).retrieve(reservation.payment_intent_id), 'repeat')) ?? reservation;
    return settled.state === 'pending' ? { kind: 'processing', reservation: settled } : outcomeOf(settled);
  }

  let payment: Payment;
  try {
    payment = await (await deps.payments()).authorise({
      amount: reservation.amount_cents, currency: 'aud', capture: 'manual',
      description: `Refundable deposit: ${vehicle.year} ${vehicle.make} ${vehicle.model} (${reservation.reference})`,
      metadata: { reservation_id: reservation.id, reference: reservation.reference, site: site.slug, vehicle_id: String(vehicle.id) },
      idempotencyKey: `reservation:${reservation.id}:authorise`, paymentMethod: input.paymentMethod, returnUrl: input.returnUrl,
      receiptEmail: reservation.email,
    });
  } catch (error) {
    if (error instanceof PaymentDeclined) {
      if (error.payment) await attachPayment(deps.db, reservation.id, error.payment.id);
      await finish(deps, await applyCause(deps.db, reservation.id, { kind: 'declined' }, 'card declined', now, { failure: error.message }), 'declined');
      return { kind: 'declined', message: error.message };
    }
    if (error instanceof PaymentInProgress) return { kind: 'processing', reservation };
    if (error instanceof PaymentUnavailable) {
      await finish(deps, await applyCause(deps.db, reservation.id, { kind: 'declined' }, 'payments unavailable', now, { failure: RESERVE_TEXT.unavailable }), 'unavailable');
      return { kind: 'unavailable' };
    }
    throw error;
  }
  await attachPayment(deps.db, reservation.id, payment.id);
  reservation = (await settle(deps, reservation.id, payment, 'authorisation')) ?? reservation;
  if (reservation.state === 'pending' && payment.state === 'requires_action' && payment.authenticationUrl) {
    return { kind: 'authenticate', reservation, url: payment.authenticationUrl };
  }
  return outcomeOf(reservation);
}

function outcomeOf(reservation: Reservation): ReserveResult {
  if (reservation.state === 'held' || reservation.state === 'converted') return { kind: 'held', reservation };
  if (reservation.state === 'failed') return { kind: 'declined', message: reservation.failure ?? RESERVE_TEXT.authenticationFailed };
  if (reservation.state === 'released') return { kind: 'taken' };
  return { kind: 'unavailable' };
}

async function finish(deps: ReservationDeps, applied: Applied | null, cause: string): Promise<Reservation | null> {
  if (!applied) return null;
  await afterChange(deps, applied, cause);
  return applied.reservation;
}

/**
 * Brings a reservation in line with its payment (the authorisation's answer, the return from
 * the card challenge, or a webhook): authorised for exactly the deposit → held; refused or
 * cancelled → failed. An amount other than the reservation's is never accepted as a hold.
 */
export async function settle(deps: ReservationDeps, id: string, payment: Payment, cause: string): Promise<Reservation | null> {
  const now = deps.now();
  const current = await findReservation(deps.db, id);
  if (!current || current.payment_intent_id !== payment.id) return current;
  if (payment.state === 'requires_capture') {
    if (payment.amount !== current.amount_cents || payment.capturable !== current.amount_cents || payment.currency !== current.currency) {
      return finish(deps, await applyCause(deps.db, id, { kind: 'abandoned' }, `${cause}: amount mismatch`, now, { failure: RESERVE_TEXT.unavailable }), cause);
    }
    return finish(deps, await applyCause(deps.db, id, { kind: 'authorised' }, cause, now), cause);
  }
  if (payment.state === 'requires_payment_method' || payment.state === 'canceled') {
    return finish(deps, await applyCause(deps.db, id, { kind: 'declined' }, cause, now, { failure: payment.failure ?? RESERVE_TEXT.authenticationFailed }), cause);
  }
  return current;
}

/** The shopper, the dealer or the sweep ends a hold: the authorisation is cancelled (no fee). */
export async function release(deps: ReservationDeps, id: string, reason: ReleaseReason): Promise<Reservation | null> {
  return finish(deps, await applyCause(deps.db, id, { kind: 'release', reason }, `released by ${reason}`, deps.now()), `release:${reason}`);
}

/**
 * The dealer sells the car to the shopper: the deposit is captured (its own idempotency key:
 * once, however often this runs), then the reservation is converted and the car sold. Captured
 * outside the row's transaction: the processor may share the database connection.
 */
export async function convert(deps: ReservationDeps, id: string): Promise<Reservation | null> {
  const current = await findReservation(deps.db, id);
  if (!current || current.state !== 'held' || !current.payment_intent_id) return current;
  await (await deps.payments()).capture(current.payment_intent_id, `reservation:${current.id}:capture`);
  return finish(deps, await applyCause(deps.db, id, { kind: 'convert' }, 'converted by dealer', deps.now()), 'convert');
}

/** Releases holds past their end and abandons attempts left pending; returns how many changed. */
export async function sweep(deps: ReservationDeps): Promise<number> {
  const now = deps.now();
  let changed = 0;
  for (const due of await dueHolds(deps.db, now, ABANDON_AFTER_MS)) {
    const cause = due.state === 'held' ? { kind: 'release' as const, reason: 'expiry' as const } : { kind: 'abandoned' as const };
    const applied = await applyCause(deps.db, due.id, cause, due.state === 'held' ? 'hold ended' : 'abandoned', now);
    if (applied?.change) changed += 1;
    await finish(deps, applied, 'sweep');
  }
  return changed;
}

/**
 * The waitlists' turn in the sweep: a car sold outside its reservation (the feed, the vehicle
 * admin route) closes its line, each shopper told; a car free again whose next shopper has not
 * been texted (the head start of the one before ran out, or the text at release was lost) texts
 * them now. Returns how many shopper texts were sent.
 */
export async function sweepWaitlists(deps: ReservationDeps): Promise<number> {
  let texted = 0;
  for (const car of await soldCarsInLine(deps.db)) texted += await closeLine(deps, car.site_slug, car.vehicle_id);
  for (const car of await carsDueInLine(deps.db)) {
    if (await notifyNextInLine(deps, car.site_slug, car.vehicle_id)) texted += 1;
  }
  return texted;
}
