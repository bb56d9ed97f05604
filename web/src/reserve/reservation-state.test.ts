import { describe, expect, it } from 'vitest';
import { transition, type ReservationCause, type ReservationState } from './reservation-state';

const causes: Record<string, ReservationCause> = {
  authorised: { kind: 'authorised' },
  declined: { kind: 'declined' },
  abandoned: { kind: 'abandoned' },
  convert: { kind: 'convert' },
  'release by shopper': { kind: 'release', reason: 'shopper' },
  'release by dealer': { kind: 'release', reason: 'dealer' },
  'release at expiry': { kind: 'release', reason: 'expiry' },
};

// from, cause, to (or null: nothing changes), what happens to the deposit, the car's reserved flag
const table: [ReservationState, string, ReservationState | null, string?, (boolean | 'sold')?][] = [
  ['pending', 'authorised', 'held', 'none', true],
  ['pending', 'declined', 'failed', 'none', false],
  ['pending', 'abandoned', 'failed', 'cancel', false],
  ['pending', 'release by shopper', 'failed', 'cancel', false],
  ['pending', 'convert', null],
  ['held', 'convert', 'converted', 'capture', 'sold'],
  ['held', 'release by shopper', 'released', 'cancel', false],
  ['held', 'release by dealer', 'released', 'cancel', false],
  ['held', 'release at expiry', 'released', 'cancel', false],
  ['held', 'authorised', null],
  ['held', 'declined', null],
  ['converted', 'release at expiry', null],
  ['converted', 'convert', null],
  ['released', 'authorised', null],
  ['released', 'release by shopper', null],
  ['released', 'convert', null],
  ['failed', 'authorised', null],
  ['failed', 'abandoned', null],
];

describe('reservation state machine (SPEC 9)', () => {
  it.each(table)('%s + %s → %s', (from, cause, to, payment, carReserved) => {
    const next = transition(from, causes[cause]!);
    if (to === null) expect(next).toBeNull();
    else expect(next).toEqual({ to, payment, carReserved });
  });
});
