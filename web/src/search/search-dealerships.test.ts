import { describe, expect, it } from 'vitest';
import { parseSearchPath, type SearchVocabulary } from './search-path';
import { searchDealerships } from './search-dealerships';

const dealership = (dealershipSlug: string, hidden: boolean) => ({ dealershipSlug, hidden, financeEstimateExcluded: false, cardButtons: [], vehicleButtons: [] });
const site = { name: 'Metro Motor Group', dealerships: [dealership('metro-fleet', true), dealership('metro-kia', false)] };
// Every location, as the content store holds them (the fleet yard included).
const locations = [
  { dealershipSlug: 'metro-toyota' }, { dealershipSlug: 'metro-toyota' }, { dealershipSlug: 'metro-kia' }, { dealershipSlug: 'metro-fleet' }, { dealershipSlug: 'Not A Slug' },
];

describe('the dealerships a search path may name (SPEC 6: a hidden one is absent)', () => {
  const dealerships = searchDealerships(site, locations, 'Metro Motor Group');
  const vocab: SearchVocabulary = { makes: [], makeModels: [], bodies: [], locations: [], dealerships };

  it('lists each shown dealership once, never the hidden one', () => {
    expect(dealerships.map((d) => d.slug)).toEqual(['metro-toyota', 'metro-kia']);
  });

  it.each<[string, object | null]>([
    ['metro-kia', { dealership_name: ['Metro Motor Group'] }],
    ['metro-fleet', null],
    ['metro-nowhere', null],
  ])('/search/%s → %j (null is a 404)', (segment, lists) => {
    expect(parseSearchPath([segment], vocab)?.lists ?? null).toEqual(lists);
  });

  it('falls back to the site name when the stock names no dealership', () => {
    expect(searchDealerships(site, [{ dealershipSlug: 'metro-kia' }], undefined)).toEqual([{ slug: 'metro-kia', name: 'Metro Motor Group' }]);
  });
});
