import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { canAccess } from './reserve-route';
import { findByPayment, findReservation, type Reservation } from './reservation-store';
import type { RecordLookup } from './visible-record';

/** The reservation a `/reserved` address names, when this browser made it (or its signed-in shopper did). */
export const reservationLookup = (db: Kysely<Database>): RecordLookup<Reservation> => ({
  byId: (id) => findReservation(db, id),
  byPaymentIntent: (paymentIntentId) => findByPayment(db, paymentIntentId),
  allows: canAccess,
});
