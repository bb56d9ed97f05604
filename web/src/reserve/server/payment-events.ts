import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { Payment, PaymentEvent, PaymentsPort } from '@/ports/payments/payments-port';
import type { ReservationDeps } from './reservation-deps';
import { settle } from './reservation-service';
import { attachPayment, findByPayment, findReservation, firstTimeEvent, forgetEvent } from './reservation-store';

/** What a payment event is applied to (a reservation, an online payment). */
export type PaymentEventTarget = {
  /** The record the payment belongs to, or null when it is none of this target's. */
  find: (payment: Payment) => Promise<{ id: string } | null>;
  /** Brings the record in line with the payment as the provider has it now. */
  follow: (id: string, payment: Payment, cause: string) => Promise<void>;
};

export const isRecordId = (value: string | undefined): value is string => Boolean(value && /^[0-9a-f-]{36}$/.test(value));

/**
 * A target whose records name their payment (`payment_intent_id`) and are named in the payment's
 * metadata (`metadataKey`, for an event that comes before the record knows its payment). Following
 * attaches the payment and settles the record with the payment as the provider has it now.
 */
export function recordTarget(deps: { db: Kysely<Database>; payments: () => Promise<PaymentsPort> }, record: {
  metadataKey: string;
  byPayment: (db: Kysely<Database>, paymentId: string) => Promise<{ id: string } | null>;
  byId: (db: Kysely<Database>, id: string) => Promise<{ id: string } | null>;
  attach: (db: Kysely<Database>, id: string, paymentId: string) => Promise<void>;
  settle: (id: string, payment: Payment, cause: string) => Promise<unknown>;
}): PaymentEventTarget {
  return {
    find: async (payment) => {
      const named = payment.metadata[record.metadataKey];
      return (await record.byPayment(deps.db, payment.id)) ?? (isRecordId(named) ? await record.byId(deps.db, named) : null);
    },
    follow: async (id, payment, cause) => {
      await record.attach(deps.db, id, payment.id);
      await record.settle(id, await (await deps.payments()).retrieve(payment.id), cause);
    },
  };
}

/**
 * A payment webhook applied to its record, once: an event seen before (Stripe retries and
 * replays) changes nothing. The target reads the payment back from the provider rather than
 * trusting the event (events can arrive out of order). An event not applied (an error) is
 * forgotten, so the sender's retry tries again.
 */
export async function applyEventOnce(db: Kysely<Database>, event: PaymentEvent, target: PaymentEventTarget): Promise<'applied' | 'replay' | 'ignored'> {
  if (!event.payment || !event.type.startsWith('payment_intent.')) return 'ignored';
  const record = await target.find(event.payment);
  if (!record) return 'ignored';
  if (!(await firstTimeEvent(db, event.id, event.type))) return 'replay';
  try {
    await target.follow(record.id, event.payment, `webhook ${event.type}`);
    return 'applied';
  } catch (error) {
    await forgetEvent(db, event.id);
    throw error;
  }
}

/** A payment webhook applied to its reservation (the hold follows the authorisation: settle). */
export async function applyPaymentEvent(deps: ReservationDeps, event: PaymentEvent): Promise<'applied' | 'replay' | 'ignored'> {
  return applyEventOnce(deps.db, event, recordTarget(deps, {
    metadataKey: 'reservation_id', byPayment: findByPayment, byId: findReservation, attach: attachPayment, settle: (id, payment, cause) => settle(deps, id, payment, cause),
  }));
}
