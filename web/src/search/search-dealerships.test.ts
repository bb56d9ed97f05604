import { describe, expect, it } from 'vitest';
import { parseSearchPath, type SearchVocabulary } from './search-path';
import { searchDealerships } from './search-dealerships';

const dealership = (dealershipSlug: string, hidden: boolean) => ({ dealershipSlug, hidden, financeEstimateExcluded: false, cardButtons: [], vehicleButtons: [] });
const site = { name: 'Metro Motor Group', dealerships: [dealership('metro-fleet', true), dealership('metro-kia', false)] };
// Every location, as the content store holds them (the fleet yard included).
const locations = [
  { dealershipSlug: 'metro-toyota', dealershipName: 'Metro Toyota' }, { dealershipSlug: 'metro-toyota', dealershipName: 'Metro Toyota' },
  { dealershipSlug: 'metro-kia', dealershipName: 'Metro Kia' }, { dealershipSlug: 'metro-fleet', dealershipName: 'Metro Fleet' }, { dealershipSlug: 'Not A Slug' },
];

describe('the dealerships a search path may name (SPEC 6: a hidden one is absent)', () => {
  const dealerships = searchDealerships(site, locations);
  const vocab: SearchVocabulary = { makes: [], makeModels: [], bodies: [], locations: [], dealerships };

  it('lists each shown dealership once, never the hidden one', () => {
    expect(dealerships.map((d) => d.slug)).toEqual(['metro-toyota', 'metro-kia']);
  });

  it.each<[string, object | null]>([
    // Its own cars: the index names each car's dealership (not the group's name for every car).
    ['metro-kia', { dealership_name: ['Metro Kia'] }],
    ['metro-toyota', { dealership_name: ['Metro Toyota'] }],
    ['metro-fleet', null],
    ['metro-nowhere', null],
  ])('/search/%s → %j (null is a 404)', (segment, lists) => {
    expect(parseSearchPath([segment], vocab)?.lists ?? null).toEqual(lists);
  });

  it('falls back to the site name for a location whose dealership has no document', () => {
    expect(searchDealerships(site, [{ dealershipSlug: 'metro-kia' }])).toEqual([{ slug: 'metro-kia', name: 'Metro Motor Group' }]);
  });
});
