import 'server-only';
import { serverEnv } from '@/server/env';
import type { GeocodingPort } from './geocoding-port';
import { googleGeocodingPort } from './google-geocoding';
import { localGeocodingPort } from './local-geocoding';

export type { GeocodeResult, GeocodingPort } from './geocoding-port';

/** Google when its key is set; else the embedded Australian postcode data. */
export function geocodingPort(): GeocodingPort {
  const { GOOGLE_GEOCODING_API_KEY } = serverEnv();
  return GOOGLE_GEOCODING_API_KEY ? googleGeocodingPort(GOOGLE_GEOCODING_API_KEY) : localGeocodingPort;
}
