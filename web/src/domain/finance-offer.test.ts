import { describe, expect, it } from 'vitest';
import { financeOfferEnds, siteFinanceOfferEnds } from './finance-offer';

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

describe('siteFinanceOfferEnds: the last day runs to midnight in the site\'s own zone', () => {
  const perth = { finance: { offerEnds: '2026-12-31' }, address: { state: 'WA' } };
  const sydney = { finance: { offerEnds: '2026-12-31' }, address: { state: 'NSW' } };
  it('still shows in Perth at 11 pm local on the last day, when Sydney has moved on', () => {
    const instant = new Date('2026-12-31T15:00:00Z'); // 23:00 AWST, 02:00 AEDT on 1 January
    expect(siteFinanceOfferEnds(perth, instant)).toBe('Offer ends 31 December 2026');
    expect(siteFinanceOfferEnds(sydney, instant)).toBeNull();
  });
  it('says nothing for a site without an offer end', () => {
    expect(siteFinanceOfferEnds({ finance: {}, address: null }, new Date('2026-11-24T00:00:00Z'))).toBeNull();
  });
});
