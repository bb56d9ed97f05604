import { describe, expect, it, vi } from 'vitest';
import { offerEndsToday } from './offer-ends-today';

vi.mock('server-only', () => ({}));

const site = (offerEnds: string | null) => ({ finance: { offerEnds } as never, address: { state: 'QLD' } as never, timeZone: null });

describe("the site's 'Offer ends' text today (SPEC 9)", () => {
  it('states the last day until the offer has ended', async () => {
    expect(await offerEndsToday(site('2999-06-30'))).toBe('Offer ends 30 June 2999');
    expect(await offerEndsToday(site('2001-06-30'))).toBeNull();
  });

  it("is still stated on its last day in the site's zone, though UTC is a day behind", async () => {
    vi.useFakeTimers({ now: new Date('2026-06-29T15:30:00Z') }); // 30 June, 01:30 in Brisbane
    try {
      expect(await offerEndsToday(site('2026-06-30'))).toBe('Offer ends 30 June 2026');
      expect(await offerEndsToday(site('2026-06-29'))).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('still shows in Perth at 11 pm local on the last day, when Sydney has moved on', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-31T15:00:00Z') }); // 23:00 AWST, 02:00 AEDT on 1 January
    try {
      const inState = (state: string) => ({ finance: { offerEnds: '2026-12-31' } as never, address: { state } as never, timeZone: null });
      expect(await offerEndsToday(inState('WA'))).toBe('Offer ends 31 December 2026');
      expect(await offerEndsToday(inState('NSW'))).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says nothing for a site without an offer', async () => {
    expect(await offerEndsToday(site(null))).toBeNull();
  });
});
