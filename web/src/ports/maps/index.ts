import 'server-only';
import { serverEnv } from '@/server/env';
import { googleMapsPort } from './google-maps';
import { localMapCardPort } from './local-map-card';
import type { MapsPort } from './maps-port';

export type { MapPlace, MapView, MapsPort } from './maps-port';

/** Google Maps when a key is set (the platform's or any site's); else the embedded card. */
export function mapsPort(): MapsPort {
  const { GOOGLE_MAPS_API_KEY, GOOGLE_MAPS_SITE_KEYS } = serverEnv();
  if (!GOOGLE_MAPS_API_KEY && !GOOGLE_MAPS_SITE_KEYS) return localMapCardPort;
  return googleMapsPort({ apiKey: GOOGLE_MAPS_API_KEY ?? null, siteKeys: GOOGLE_MAPS_SITE_KEYS ?? {} });
}
