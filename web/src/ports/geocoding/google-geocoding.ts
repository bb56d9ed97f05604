import { z } from 'zod';
import type { GeocodingPort } from './geocoding-port';

/** Google's documented endpoint; the contract suite points the adapter at a local fake of it. */
export const GOOGLE_GEOCODING_URL = 'https://maps.googleapis.com/maps/api/geocode/json';

/**
 * Google answers HTTP 200 for most failures and says what happened in `status`: OK, ZERO_RESULTS
 * (nothing has that postcode), or an error (OVER_DAILY_LIMIT, OVER_QUERY_LIMIT, REQUEST_DENIED,
 * INVALID_REQUEST, UNKNOWN_ERROR) with an optional `error_message`.
 */
const response = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z.array(z.object({
    formatted_address: z.string(),
    geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
    address_components: z.array(z.object({ short_name: z.string(), types: z.array(z.string()) })).default([]),
  })).default([]),
});

/** The geocoding service could not answer (quota, key, outage): not the same as "no such postcode". */
export class GeocodingServiceError extends Error {
  constructor(readonly status: string, detail?: string) {
    super(`Geocoding answered ${status}${detail ? `: ${detail}` : ''}`);
  }
}

/** Google Geocoding restricted to Australia (SPEC 7: components postal_code and country AU). */
export function googleGeocodingPort(apiKey: string, endpoint = GOOGLE_GEOCODING_URL): GeocodingPort {
  return {
    adapter: 'google',
    async geocodePostcode(postcode) {
      const query = new URLSearchParams({ components: `postal_code:${postcode}|country:AU`, key: apiKey });
      const res = await fetch(`${endpoint}?${query.toString()}`, { signal: AbortSignal.timeout(5000) });
      if (!res.ok) throw new GeocodingServiceError(`HTTP ${res.status}`);
      const parsed = response.safeParse(await res.json().catch(() => null));
      if (!parsed.success) throw new GeocodingServiceError('an unreadable answer');
      const body = parsed.data;
      if (body.status === 'ZERO_RESULTS') return null;
      if (body.status !== 'OK') throw new GeocodingServiceError(body.status, body.error_message);
      const first = body.results[0];
      if (!first) return null;
      const state = first.address_components.find((c) => c.types.includes('administrative_area_level_1'))?.short_name ?? '';
      return { lat: first.geometry.location.lat, long: first.geometry.location.lng, name: first.formatted_address, state };
    },
  };
}
