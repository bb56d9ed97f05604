import type { MapsPort } from './maps-port';
import { pinPositions } from './pin-positions';

/** Embedded default: the drawn card with each pin where its coordinates put it; no key, no network. */
export const localMapCardPort: MapsPort = {
  adapter: 'local-card',
  map(_site, places) {
    const pins = pinPositions(places.map((place) => place.address));
    return { kind: 'card', pins: places.map((place, index) => ({ id: place.id, ...pins[index]! })) };
  },
};
