import type { Address } from '@dealer/schemas/content/common';
import { localMapCardPort } from './local-map-card';
import { MAP_SIZE, MAP_ZOOM, type MapsPort } from './maps-port';

/** Google's documented endpoints; the contract suite points the adapter at a local fake of them. */
export const GOOGLE_STATIC_MAPS_URL = 'https://maps.googleapis.com/maps/api/staticmap';
export const GOOGLE_MAPS_EMBED_URL = 'https://www.google.com/maps/embed/v1/place';

export type GoogleMapsConfig = {
  /** The platform's key (GOOGLE_MAPS_API_KEY); null when only some sites have keys. */
  apiKey: string | null;
  /** Site slug → the site's own key (GOOGLE_MAPS_SITE_KEYS), used instead of the platform's. */
  siteKeys: Record<string, string>;
  staticUrl?: string;
  embedUrl?: string;
};

/** Where Google should put a pin: the coordinates, else the written address (Google geocodes it). */
const position = (address: Address) => typeof address.lat === 'number' && typeof address.long === 'number'
  ? `${address.lat},${address.long}`
  : `${address.street}, ${address.city} ${address.state} ${address.postcode}, Australia`;

/**
 * Google Maps with the site's key: a Maps Static API image with every pin (one pin at SPEC 9's
 * zoom 10; several, framed by Google to fit them all) and, for one place, a Maps Embed API map.
 * A site without a key (neither its own nor the platform's) gets the embedded card.
 */
export function googleMapsPort(config: GoogleMapsConfig): MapsPort {
  const staticUrl = config.staticUrl ?? GOOGLE_STATIC_MAPS_URL;
  const embedUrl = config.embedUrl ?? GOOGLE_MAPS_EMBED_URL;
  return {
    adapter: 'google-maps',
    map(site, places) {
      const key = config.siteKeys[site.slug] ?? config.apiKey;
      if (!key) return localMapCardPort.map(site, places);
      const image = new URLSearchParams({ size: `${MAP_SIZE.width}x${MAP_SIZE.height}`, scale: '2', maptype: 'roadmap' });
      if (places.length === 1) image.set('zoom', String(MAP_ZOOM));
      for (const place of places) image.append('markers', `color:red|${position(place.address)}`);
      image.set('key', key);
      const single = places.length === 1 ? places[0]! : null;
      return {
        kind: 'google',
        imageUrl: `${staticUrl}?${image.toString()}`,
        embedUrl: single ? `${embedUrl}?${new URLSearchParams({ key, q: position(single.address), zoom: String(MAP_ZOOM) }).toString()}` : null,
      };
    },
  };
}
