import { describe, expect, it } from 'vitest';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '@/ports/payments/payments-config';
import { cardEntryFor } from './card-entry';

describe('which card entry the pages use', () => {
  it.each([
    ['hosted Stripe keys: Stripe Elements with the publishable key', { adapter: 'stripe' as const, publishableKey: 'pk_live_51Dealer' }, { kind: 'stripe-elements', publishableKey: 'pk_live_51Dealer' }],
    ['Stripe test mode keys: Stripe Elements too', { adapter: 'stripe' as const, publishableKey: 'pk_test_51Dealer' }, { kind: 'stripe-elements', publishableKey: 'pk_test_51Dealer' }],
    ['no keys (the demo): the local card form with the local processor\'s key', { adapter: 'local-stripe' as const, publishableKey: LOCAL_PUBLISHABLE_KEY }, { kind: 'local-form', publishableKey: LOCAL_PUBLISHABLE_KEY }],
  ])('%s', (_name, config, expected) => {
    expect(cardEntryFor(config)).toEqual(expected);
  });

  it('never hands the browser the secret key', () => {
    const config = { adapter: 'local-stripe' as const, secretKey: LOCAL_SECRET_KEY, publishableKey: LOCAL_PUBLISHABLE_KEY };
    expect(JSON.stringify(cardEntryFor(config))).not.toContain(LOCAL_SECRET_KEY);
  });
});
