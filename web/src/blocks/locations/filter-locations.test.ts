import type { Location } from '@dealer/schemas/content/location';
import { describe, expect, it } from 'vitest';
import { filterLocations, type LocationFilter } from './filter-locations';

const location = (name: string, overrides: Partial<Location>): Location => ({
  _id: name, name, slug: name, siteSlug: 's', dealershipSlug: 'd', primary: false, visible: true, locationType: 'sales',
  manufacturers: [], address: { street: '1 St', city: 'Brisbane', state: 'QLD', postcode: '4000' }, phone: '0731234567',
  openingHours: [], specialHours: [], ...overrides,
});

const all = [
  location('main', { primary: true }),
  location('blank-type', { locationType: '' }),
  location('service', { locationType: 'service' }),
  location('parts', { locationType: 'parts' }),
  location('buying', { locationType: 'car-buying' }),
  location('hidden', { visible: false, primary: true }),
];

describe('filterLocations', () => {
  it.each<[LocationFilter, string[]]>([
    ['primary', ['main']],
    ['sales', ['main', 'blank-type']],
    ['service', ['service']],
    ['parts', ['parts']],
    ['service-and-parts', ['service', 'parts']],
    ['all', ['main', 'blank-type', 'service', 'parts', 'buying']],
  ])('%s', (filter, names) => {
    expect(filterLocations(all, filter).map((l) => l.name)).toEqual(names);
  });

  it('narrows to one location, a manufacturer, a subtype, and included or excluded ids', () => {
    const more = [
      location('ford', { manufacturers: ['Ford'] }),
      location('kia', { manufacturers: ['Kia'], locationSubtype: 'display' }),
      location('mazda', { manufacturers: ['Mazda'] }),
      location('hidden-kia', { manufacturers: ['Kia'], visible: false }),
    ];
    expect(filterLocations(more, 'all', { location: 'kia' }).map((l) => l.name)).toEqual(['kia']);
    expect(filterLocations(more, 'all', { location: 'hidden-kia' })).toEqual([]);
    expect(filterLocations(more, 'all', { manufacturer: 'kia' }).map((l) => l.name)).toEqual(['kia']);
    expect(filterLocations(more, 'all', { subtype: 'Display' }).map((l) => l.name)).toEqual(['kia']);
    expect(filterLocations(more, 'all', { exclude: ['ford'] }).map((l) => l.name)).toEqual(['kia', 'mazda']);
    // Listed locations come in the editor's order, not by name.
    expect(filterLocations(more, 'all', { include: ['mazda', 'ford'] }).map((l) => l.name)).toEqual(['mazda', 'ford']);
  });
});
