import type { Address } from '@dealer/schemas/content/common';

/** SPEC 9: "Map default zoom 10". */
export const MAP_ZOOM = 10;
/** The drawn size of a map (CSS pixels); the hosted image is fetched at twice this for sharp screens. */
export const MAP_SIZE = { width: 600, height: 300 } as const;

/** A place on a map: a location's id, name and address (with its coordinates where known). */
export type MapPlace = { id: string; name: string; address: Address };

/** One pin of the embedded card, in the card's 600×300 drawing. */
export type CardPin = { id: string; x: number; y: number };

/**
 * What a location map shows: the embedded card (pins drawn where the coordinates put them), or
 * Google's map (a static image of all the pins, and for one place an embedded interactive map).
 */
export type MapView =
  | { kind: 'card'; pins: CardPin[] }
  | { kind: 'google'; imageUrl: string; embedUrl: string | null };

/** The site a map is drawn for: its slug (a site may have its own key). */
export type MapsSite = { slug: string };

/**
 * The maps port (DESIGN ports table): a map of some of a site's locations. Pure: it builds what
 * the page shows (the browser loads any hosted image), so it never fails a page. Get Directions
 * links are Google Maps URLs, which need no key, whichever adapter draws the map.
 */
export interface MapsPort {
  readonly adapter: 'google-maps' | 'local-card';
  map(site: MapsSite, places: readonly MapPlace[]): MapView;
}
