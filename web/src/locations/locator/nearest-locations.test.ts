import { describe, expect, it } from 'vitest';
import type { Location } from '@dealer/schemas/content/location';
import { formatKm, nearestLocations, parseLocatorQuery } from './nearest-locations';

const at = (name: string, lat?: number, long?: number) => ({ name, address: { street: 's', city: 'c', state: 'QLD', postcode: '4000', lat, long } }) as Location;

describe('dealer locator', () => {
  it('orders locations by great-circle distance and skips those without coordinates', () => {
    const brisbane = { lat: -27.4698, long: 153.0251 };
    const result = nearestLocations([at('Sydney', -33.8688, 151.2093), at('Nowhere'), at('Springwood', -27.6125, 153.1277)], brisbane);
    expect(result.map((r) => r.location.name)).toEqual(['Springwood', 'Sydney']);
    // Brisbane to Sydney is about 730 km on a 6371 km sphere.
    expect(result[1]!.km).toBeGreaterThan(725);
    expect(result[1]!.km).toBeLessThan(735);
  });

  it('shows short distances to a tenth and long ones whole', () => {
    expect(formatKm(3.21)).toBe('3.2 km');
    expect(formatKm(1480.4)).toBe('1,480 km');
  });

  it('reads a postcode or a position, and refuses anything else', () => {
    expect(parseLocatorQuery({ postcode: '4127' })).toEqual({ kind: 'postcode', postcode: '4127' });
    expect(parseLocatorQuery({ postcode: '41a' })).toEqual({ kind: 'invalid' });
    expect(parseLocatorQuery({ lat: '-27.5', long: '153' })).toEqual({ kind: 'point', lat: -27.5, long: 153 });
    expect(parseLocatorQuery({ lat: '200', long: '153' })).toEqual({ kind: 'invalid' });
    expect(parseLocatorQuery({ lat: '-27' })).toEqual({ kind: 'invalid' });
    expect(parseLocatorQuery({})).toEqual({ kind: 'none' });
  });
});
