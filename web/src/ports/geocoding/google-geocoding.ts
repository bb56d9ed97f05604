import { z } from 'zod';
import type { GeocodingPort } from './geocoding-port';

const response = z.object({
  status: z.string(),
  results: z.array(z.object({
    formatted_address: z.string(),
    geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
    address_components: z.array(z.object({ short_name: z.string(), types: z.array(z.string()) })).default([]),
  })),
});

/** Google Geocoding restricted to Australia (components postal_code and country AU). */
export function googleGeocodingPort(apiKey: string): GeocodingPort {
  return {
    adapter: 'google',
    async geocodePostcode(postcode) {
      const query = new URLSearchParams({ components: `postal_code:${postcode}|country:AU`, key: apiKey });
      const res = await fetch(`https://maps.googleapis.com/maps/api/geocode/json?${query.toString()}`, { signal: AbortSignal.timeout(5000) });
      if (!res.ok) throw new Error(`Geocoding answered ${res.status}`);
      const body = response.parse(await res.json());
      const first = body.results[0];
      if (!first) return null;
      const state = first.address_components.find((c) => c.types.includes('administrative_area_level_1'))?.short_name ?? '';
      return { lat: first.geometry.location.lat, long: first.geometry.location.lng, name: first.formatted_address, state };
    },
  };
}
