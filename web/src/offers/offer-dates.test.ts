import { describe, expect, it } from 'vitest';
import { offerEndsText } from './offer-dates';

describe('offer end text', () => {
  it("prints the calendar day of the site's zone, whatever the offset the editor saved", () => {
    expect(offerEndsText('2025-07-24T23:59:59+10:00', 'Australia/Brisbane')).toBe('Offer ends 24 July 2025');
    // 20:00 UTC on the 24th is already the 25th in Brisbane.
    expect(offerEndsText('2025-07-24T20:00:00Z', 'Australia/Brisbane')).toBe('Offer ends 25 July 2025');
    expect(offerEndsText('2025-07-24T20:00:00Z', 'Australia/Perth')).toBe('Offer ends 25 July 2025');
  });

  it('follows daylight saving in Sydney', () => {
    // 13:30 UTC on 3 January is 00:30 on the 4th in Sydney (AEDT, +11:00) but 23:30 on the 3rd in Brisbane.
    expect(offerEndsText('2026-01-03T13:30:00Z', 'Australia/Sydney')).toBe('Offer ends 4 January 2026');
    expect(offerEndsText('2026-01-03T13:30:00Z', 'Australia/Brisbane')).toBe('Offer ends 3 January 2026');
    // In July Sydney is on +10:00 like Brisbane.
    expect(offerEndsText('2026-07-03T13:30:00Z', 'Australia/Sydney')).toBe('Offer ends 3 July 2026');
  });

  it('prints nothing for standing offers or unreadable dates', () => {
    expect(offerEndsText(null, 'Australia/Sydney')).toBeNull();
    expect(offerEndsText('soon', 'Australia/Sydney')).toBeNull();
  });
});
