/**
 * The reservation lifecycle (SPEC 9: a refundable deposit holds a car for 48 hours), one state
 * machine for every path that changes it (the shopper's request, payment webhooks, the dealer,
 * the expiry sweep):
 *
 *   pending ──authorised──▶ held ──convert──▶ converted (deposit captured: the sale)
 *      │                      └──release (shopper | dealer | expiry)──▶ released (authorisation cancelled)
 *      └──declined | abandoned | release──▶ failed
 *
 * A cause that does not apply to the current state changes nothing (null): a replayed webhook, a
 * second click or a late sweep finds the reservation already moved on.
 */
export type ReservationState = 'pending' | 'held' | 'converted' | 'released' | 'failed';
export type ReleaseReason = 'shopper' | 'dealer' | 'expiry';

export type ReservationCause =
  | { kind: 'authorised' }
  | { kind: 'declined' }
  | { kind: 'abandoned' }
  | { kind: 'convert' }
  | { kind: 'release'; reason: ReleaseReason };

/** What the payment provider must do with the deposit when the transition happens. */
export type PaymentAction = 'none' | 'capture' | 'cancel';

export type Transition = { to: ReservationState; payment: PaymentAction; carReserved: boolean | 'sold' };

export const ACTIVE_STATES: readonly ReservationState[] = ['pending', 'held'];

export function transition(from: ReservationState, cause: ReservationCause): Transition | null {
  switch (from) {
    case 'pending':
      if (cause.kind === 'authorised') return { to: 'held', payment: 'none', carReserved: true };
      if (cause.kind === 'declined') return { to: 'failed', payment: 'none', carReserved: false };
      if (cause.kind === 'abandoned' || cause.kind === 'release') return { to: 'failed', payment: 'cancel', carReserved: false };
      return null;
    case 'held':
      if (cause.kind === 'convert') return { to: 'converted', payment: 'capture', carReserved: 'sold' };
      if (cause.kind === 'release') return { to: 'released', payment: 'cancel', carReserved: false };
      return null;
    default:
      return null;
  }
}

export const isActive = (state: ReservationState) => ACTIVE_STATES.includes(state);
