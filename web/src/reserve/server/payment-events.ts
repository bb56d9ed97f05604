import type { PaymentEvent } from '@/ports/payments/payments-port';
import type { ReservationDeps } from './reservation-deps';
import { settle } from './reservation-service';
import { attachPayment, findByPayment, findReservation, firstTimeEvent, forgetEvent } from './reservation-store';

/**
 * A payment webhook applied to its reservation, once: an event seen before (Stripe retries and
 * replays) changes nothing. The payment is read back from the provider rather than trusted from
 * the event (events can arrive out of order); the reservation then follows it (settle).
 */
export async function applyPaymentEvent(deps: ReservationDeps, event: PaymentEvent): Promise<'applied' | 'replay' | 'ignored'> {
  if (!event.payment || !event.type.startsWith('payment_intent.')) return 'ignored';
  const reservationId = event.payment.metadata.reservation_id;
  const reservation = (await findByPayment(deps.db, event.payment.id)) ?? (reservationId && /^[0-9a-f-]{36}$/.test(reservationId) ? await findReservation(deps.db, reservationId) : null);
  if (!reservation) return 'ignored';
  if (!(await firstTimeEvent(deps.db, event.id, event.type))) return 'replay';
  try {
    await attachPayment(deps.db, reservation.id, event.payment.id);
    const payment = await (await deps.payments()).retrieve(event.payment.id);
    await settle(deps, reservation.id, payment, `webhook ${event.type}`);
    return 'applied';
  } catch (error) {
    // Not applied: let the sender's retry try again.
    await forgetEvent(deps.db, event.id);
    throw error;
  }
}
