import type { Location } from '@dealer/schemas/content/location';
import { distanceKm } from '@/domain/delivery';

export type NearLocation = { location: Location; km: number };

/**
 * Locations by great-circle distance from a point (SPEC 9: Earth radius 6371 km), nearest first;
 * locations without coordinates are left out.
 */
export function nearestLocations(locations: readonly Location[], from: { lat: number; long: number }): NearLocation[] {
  return locations
    .filter((l) => typeof l.address.lat === 'number' && typeof l.address.long === 'number')
    .map((location) => ({ location, km: distanceKm(from, { lat: location.address.lat!, long: location.address.long! }) }))
    .sort((a, b) => a.km - b.km || a.location.name.localeCompare(b.location.name));
}

/** '3.2 km' under 10 km, else whole kilometres ('148 km'). */
export const formatKm = (km: number) => (km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km).toLocaleString('en-AU')} km`);

export type LocatorQuery = { kind: 'postcode'; postcode: string } | { kind: 'point'; lat: number; long: number } | { kind: 'none' } | { kind: 'invalid' };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/** What the locator was asked: a 4-digit postcode, a browser position (lat/long), nothing, or bad input. */
export function parseLocatorQuery(params: Record<string, string | string[] | undefined>): LocatorQuery {
  const postcode = first(params.postcode);
  if (postcode) return /^\d{4}$/.test(postcode) ? { kind: 'postcode', postcode } : { kind: 'invalid' };
  const lat = first(params.lat);
  const long = first(params.long);
  if (!lat && !long) return { kind: 'none' };
  const point = { lat: Number(lat), long: Number(long) };
  const valid = lat !== '' && long !== '' && Number.isFinite(point.lat) && Number.isFinite(point.long) && Math.abs(point.lat) <= 90 && Math.abs(point.long) <= 180;
  return valid ? { kind: 'point', ...point } : { kind: 'invalid' };
}
