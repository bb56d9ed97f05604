import 'server-only';
import { z } from 'zod';
import type { GeocodingPort } from './geocoding-port';
import { googleGeocodingPort } from './google-geocoding';
import { localGeocodingPort } from './local-geocoding';

export type { GeocodeResult, GeocodingPort } from './geocoding-port';

const env = z.object({ GOOGLE_GEOCODING_API_KEY: z.string().min(1).optional() });

/** Google when its key is set; else the embedded Australian postcode data. */
export function geocodingPort(): GeocodingPort {
  const { GOOGLE_GEOCODING_API_KEY } = env.parse(process.env);
  return GOOGLE_GEOCODING_API_KEY ? googleGeocodingPort(GOOGLE_GEOCODING_API_KEY) : localGeocodingPort;
}
