import { describe, expect, it } from 'vitest';
import { quickFilters, stockSearchAction } from './stock-search-targets';

const franchise = { usedCarPrefix: null };
const usedOnly = { usedCarPrefix: 'used-cars' };
const ALL_TYPES = ['new', 'demo', 'used'];

describe('stockSearchAction', () => {
  it.each([
    ['all', franchise, '/search/new-used-and-demo-cars'],
    ['new', franchise, '/search/new-cars'],
    ['used', franchise, '/search/used-cars'],
    ['new-and-demo', franchise, '/search/new-and-demo-cars'],
    ['all', usedOnly, '/search/used-cars'],
    ['new', usedOnly, '/search/used-cars'],
  ] as const)('%s on %o submits to %s', (carType, routes, path) => {
    expect(stockSearchAction(carType, routes)).toBe(path);
  });
});

describe('quickFilters', () => {
  it('offers the car types and makes of every type', () => {
    expect(quickFilters('all', { routes: franchise, carTypes: ALL_TYPES }, ['Toyota', 'Land Rover'])).toEqual({
      types: [
        { label: 'New', href: '/search/new-cars' },
        { label: 'Demo', href: '/search/demo-cars' },
        { label: 'Used', href: '/search/used-cars' },
      ],
      makes: [
        { label: 'Toyota', href: '/search/toyota' },
        { label: 'Land Rover', href: '/search/land-rover' },
      ],
    });
  });

  it('keeps the car type in make links, and the used prefix on used-only dealers', () => {
    expect(quickFilters('used', { routes: franchise, carTypes: ALL_TYPES }, ['Mazda']).makes).toEqual([{ label: 'Mazda', href: '/search/used-cars/mazda' }]);
    expect(quickFilters('all', { routes: usedOnly, carTypes: ['used'] }, ['Mazda'])).toEqual({ types: [], makes: [{ label: 'Mazda', href: '/search/used-cars/mazda' }] });
  });

  it('offers only the car types the site sells, and none when that is one type', () => {
    expect(quickFilters('all', { routes: franchise, carTypes: ['new', 'used'] }, []).types.map((t) => t.label)).toEqual(['New', 'Used']);
    expect(quickFilters('all', { routes: franchise, carTypes: ['used'] }, []).types).toEqual([]);
  });
});
