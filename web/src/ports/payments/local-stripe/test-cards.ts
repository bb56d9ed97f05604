/**
 * Stripe's test cards (docs.stripe.com/testing) and the test PaymentMethod ids standing for them.
 * A card's outcome is decided when a PaymentIntent is confirmed with it, as in test mode.
 */
export type CardOutcome =
  | { kind: 'succeeds' }
  | { kind: 'declined'; decline_code: string; code: string; message: string }
  | { kind: 'authenticate' };

export type TestCard = { brand: string; last4: string; outcome: CardOutcome };

export const DECLINED_MESSAGE = 'Your card was declined.';

const declined = (decline_code: string, message = DECLINED_MESSAGE, code = 'card_declined'): CardOutcome => ({ kind: 'declined', decline_code, code, message });

const CARDS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa', last4: '4242', outcome: { kind: 'succeeds' } },
  '5555555555554444': { brand: 'mastercard', last4: '4444', outcome: { kind: 'succeeds' } },
  '4000000360000006': { brand: 'visa', last4: '0006', outcome: { kind: 'succeeds' } },
  '4000000000000002': { brand: 'visa', last4: '0002', outcome: declined('generic_decline') },
  '4000000000009995': { brand: 'visa', last4: '9995', outcome: declined('insufficient_funds', 'Your card has insufficient funds.') },
  '4000000000000069': { brand: 'visa', last4: '0069', outcome: declined('expired_card', 'Your card has expired.', 'expired_card') },
  '4000002760003184': { brand: 'visa', last4: '3184', outcome: { kind: 'authenticate' } },
  '4000002500003155': { brand: 'visa', last4: '3155', outcome: { kind: 'authenticate' } },
};

/** Stripe's test PaymentMethods, usable server-side without card numbers. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_au: '4000000360000006',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_threeDSecure2Required: '4000002500003155',
};

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The test card of a number; a real (non-test) number is declined as Stripe's test mode does. */
export function testCard(number: string): TestCard {
  const known = CARDS[number];
  if (known) return known;
  return {
    brand: number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : 'unknown',
    last4: number.slice(-4),
    outcome: declined('live_mode_test_card', 'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.'),
  };
}
