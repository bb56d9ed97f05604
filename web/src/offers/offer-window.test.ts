import { describe, expect, it } from 'vitest';
import { offerWindow } from './offer-window';
import { NO_END } from './records/offer-record';
import { validityFilter } from './offers-request';

const at = (iso: string) => Date.parse(iso) / 1000;
const NOW = at('2026-11-21T10:15:42Z');

const runningToDecember = { valid_from: at('2026-11-01T00:00:00Z'), valid_until: at('2026-12-01T00:00:00Z') };
const endsAtNoon = { valid_from: at('2026-11-10T00:00:00Z'), valid_until: at('2026-11-21T12:00:00Z') };
const startsTomorrow = { valid_from: at('2026-11-22T00:00:00Z'), valid_until: at('2026-11-30T00:00:00Z') };
const endedYesterday = { valid_from: at('2026-10-01T00:00:00Z'), valid_until: at('2026-11-20T00:00:00Z') };
const standing = { valid_from: at('2026-01-01T00:00:00Z'), valid_until: NO_END };

/** Which offers a query from that moment shows (the engine's reading of validityFilter). */
const shownAt = (moment: number, offers: { valid_from: number; valid_until: number }[]) =>
  offers.filter((offer) => offer.valid_from <= moment && offer.valid_until > moment);

describe('offerWindow', () => {
  it('runs from the last start or end at or before now to the next one after it', () => {
    expect(offerWindow([runningToDecember, endsAtNoon, startsTomorrow, endedYesterday], NOW))
      .toEqual({ since: at('2026-11-20T00:00:00Z'), until: at('2026-11-21T12:00:00Z') });
  });

  it('ends when the next offer starts, not only when one ends', () => {
    expect(offerWindow([runningToDecember, startsTomorrow], NOW).until).toBe(at('2026-11-22T00:00:00Z'));
  });

  it('has no end when nothing starts or ends after now: a standing offer never ends', () => {
    expect(offerWindow([standing], NOW)).toEqual({ since: at('2026-01-01T00:00:00Z'), until: null });
    expect(offerWindow([], NOW)).toEqual({ since: 0, until: null });
  });

  it('counts an offer ending this very second as ended', () => {
    const endsNow = { valid_from: at('2026-11-01T00:00:00Z'), valid_until: NOW };
    expect(offerWindow([endsNow, runningToDecember], NOW)).toEqual({ since: NOW, until: at('2026-12-01T00:00:00Z') });
    expect(shownAt(NOW, [endsNow, runningToDecember])).toEqual([runningToDecember]);
  });

  it('shows from its start exactly the offers current at any moment of the window', () => {
    const offers = [runningToDecember, endsAtNoon, startsTomorrow, endedYesterday, standing];
    const { since, until } = offerWindow(offers, NOW);
    for (const moment of [since, NOW, until! - 1]) expect(shownAt(moment, offers)).toEqual(shownAt(NOW, offers));
    // At its end the list changes: the noon offer is gone.
    expect(shownAt(until!, offers)).not.toContain(endsAtNoon);
    expect(validityFilter(since)).toBe(`valid_from <= ${since} AND valid_until > ${since}`);
  });
});
