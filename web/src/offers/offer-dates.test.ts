import { describe, expect, it } from 'vitest';
import { offerEndsText } from './offer-dates';

describe('offer end text', () => {
  it('prints the Brisbane calendar day, whatever the offset the editor saved', () => {
    expect(offerEndsText('2025-07-24T23:59:59+10:00')).toBe('Offer ends 24 July 2025');
    // 20:00 UTC on the 24th is already the 25th in Brisbane.
    expect(offerEndsText('2025-07-24T20:00:00Z')).toBe('Offer ends 25 July 2025');
  });

  it('prints nothing for standing offers or unreadable dates', () => {
    expect(offerEndsText(null)).toBeNull();
    expect(offerEndsText('soon')).toBeNull();
  });
});
