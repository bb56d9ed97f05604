import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { ReservationsTable } from '@dealer/migrations/payments-database-types';
import { holdEnd } from '@/lib/hold-time';
import { transition, type ReservationCause, type Transition } from '../reservation-state';

/** Reservations in the database port: one row per attempt, changed only through the state machine. */
export type Reservation = Selectable<ReservationsTable>;

export const hashKey = (purpose: string, key: string) => createHash('sha256').update(`${purpose}:${key}`).digest('hex');

/** A reference a shopper can read out on the phone: R-7K3M9Q2D (no 0/O, 1/I). */
export function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `R-${[...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

export class CarAlreadyReserved extends Error {}

export type NewReservation = {
  siteSlug: string; vehicleId: number; amountCents: number; holdHours: number;
  /** The shopper's key for this attempt (from their browser); also their proof of access. */
  key: string;
  userId: string | null; name: string; email: string; phone: string;
};

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/**
 * Claims the car for a new attempt: a pending row, unless this attempt exists already (the same
 * key: returned as it stands). Another shopper's active reservation of the car (the partial
 * unique index) throws CarAlreadyReserved, whichever instance inserted it first.
 */
export async function claimCar(db: Kysely<Database>, input: NewReservation, now: Date): Promise<{ reservation: Reservation; created: boolean }> {
  const idempotencyKey = hashKey('idempotency', input.key);
  try {
    const inserted = await db.insertInto('reservations').values({
      id: randomUUID(), reference: newReference(), site_slug: input.siteSlug, vehicle_id: input.vehicleId, state: 'pending',
      amount_cents: input.amountCents, idempotency_key: idempotencyKey, access_hash: hashKey('access', input.key), user_id: input.userId,
      name: input.name, email: input.email, phone: input.phone, hold_hours: input.holdHours, created_at: now, updated_at: now,
    }).onConflict((oc) => oc.columns(['site_slug', 'idempotency_key']).doNothing()).returningAll().executeTakeFirst();
    if (inserted) return { reservation: inserted, created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two clicks of one attempt racing: PostgreSQL may report the car's active-reservation index
    // rather than the attempt's key, so the attempt is looked up before calling the car taken.
    const sameAttempt = await attemptWithKey(db, input.siteSlug, idempotencyKey);
    if (sameAttempt) return { reservation: sameAttempt, created: false };
    throw new CarAlreadyReserved('This car has just been reserved by someone else');
  }
  const existing = await attemptWithKey(db, input.siteSlug, idempotencyKey);
  if (!existing) throw new Error('The reservation attempt vanished between its insert and its read.');
  return { reservation: existing, created: false };
}

async function attemptWithKey(db: Kysely<Database>, siteSlug: string, idempotencyKey: string): Promise<Reservation | null> {
  return (await db.selectFrom('reservations').selectAll().where('site_slug', '=', siteSlug).where('idempotency_key', '=', idempotencyKey).executeTakeFirst()) ?? null;
}

export async function findReservation(db: Kysely<Database>, id: string): Promise<Reservation | null> {
  return (await db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

export async function findByPayment(db: Kysely<Database>, paymentIntentId: string): Promise<Reservation | null> {
  return (await db.selectFrom('reservations').selectAll().where('payment_intent_id', '=', paymentIntentId).executeTakeFirst()) ?? null;
}

export async function activeReservationOf(db: Kysely<Database>, vehicleId: number): Promise<Reservation | null> {
  return (await db.selectFrom('reservations').selectAll().where('vehicle_id', '=', vehicleId).where('state', 'in', ['pending', 'held']).executeTakeFirst()) ?? null;
}

export async function attachPayment(db: Kysely<Database>, id: string, paymentIntentId: string): Promise<void> {
  await db.updateTable('reservations').set({ payment_intent_id: paymentIntentId }).where('id', '=', id).where('payment_intent_id', 'is', null).execute();
}

export type Applied = { reservation: Reservation; change: Transition | null };

/**
 * Applies a cause under the row's lock. A cause that does not apply returns the reservation
 * unchanged and `change: null`.
 */
export async function applyCause(
  db: Kysely<Database>, id: string, cause: ReservationCause, label: string, now: Date,
  extra: { failure?: string | null } = {},
): Promise<Applied | null> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('reservations').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) return null;
    const change = transition(current.state, cause);
    if (!change) return { reservation: current, change: null };
    const updated = await trx.updateTable('reservations').set({
      state: change.to, updated_at: now,
      ...(change.to === 'held' ? { hold_until: holdEnd(now, current.hold_hours) } : {}),
      ...(cause.kind === 'release' && change.to === 'released' ? { release_reason: cause.reason } : {}),
      ...(extra.failure !== undefined ? { failure: extra.failure } : {}),
    }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await trx.insertInto('reservation_changes').values({ reservation_id: id, from_state: current.state, to_state: change.to, cause: label, created_at: now }).execute();
    return { reservation: updated, change };
  });
}

/** Records a payment event as applied; false when it was applied before (a webhook replay). */
export async function firstTimeEvent(db: Kysely<Database>, eventId: string, type: string): Promise<boolean> {
  const row = await db.insertInto('payment_events_applied').values({ event_id: eventId, type })
    .onConflict((oc) => oc.column('event_id').doNothing()).returning('event_id').executeTakeFirst();
  return Boolean(row);
}

export async function forgetEvent(db: Kysely<Database>, eventId: string): Promise<void> {
  await db.deleteFrom('payment_events_applied').where('event_id', '=', eventId).execute();
}

export async function dueHolds(db: Kysely<Database>, now: Date, abandonAfterMs: number): Promise<Reservation[]> {
  return db.selectFrom('reservations').selectAll()
    .where((eb) => eb.or([
      eb.and([eb('state', '=', 'held'), eb('hold_until', '<=', now)]),
      eb.and([eb('state', '=', 'pending'), eb('created_at', '<=', new Date(now.getTime() - abandonAfterMs))]),
    ]))
    .orderBy('created_at').limit(100).execute();
}
