import { describe, expect, it } from 'vitest';
import { financeOfferEnds } from './finance-offer';

describe('financeOfferEnds (SPEC 9 "Offer ends" date)', () => {
  it.each([
    ['a later day', '2026-12-31', '2026-11-24', 'Offer ends 31 December 2026'],
    ['its last day', '2026-12-31', '2026-12-31', 'Offer ends 31 December 2026'],
    ['the day after it ended', '2026-12-31', '2027-01-01', null],
    ['a single-digit day', '2027-03-05', '2026-11-24', 'Offer ends 5 March 2027'],
    ['no date (a standing rate)', null, '2026-11-24', null],
    ['an empty date', '', '2026-11-24', null],
    ['a date that is not YYYY-MM-DD', '31/12/2026', '2026-11-24', null],
    ['an impossible date', '2026-13-40', '2026-11-24', null],
  ])('%s', (_case, offerEnds, today, expected) => {
    expect(financeOfferEnds(offerEnds, today)).toBe(expected);
  });
});
