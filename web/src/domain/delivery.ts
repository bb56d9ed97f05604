/**
 * Delivery calculator (SPEC 4 "Delivery check": idle, loading, result or error; SPEC 5 and 8
 * messages). The postcode is validated before any lookup.
 */
export const DELIVERY_MESSAGES = {
  empty: 'Please enter a postcode.',
  invalid: 'Invalid postcode. Please enter a 4-digit number.',
  noEstimate: "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
} as const;

export type DeliveryEstimate = { price: number; name: string };

export type DeliveryState =
  | { status: 'idle' }
  | { status: 'loading'; postcode: string }
  | { status: 'result'; postcode: string; estimate: DeliveryEstimate }
  | { status: 'error'; message: string };

export type DeliveryEvent =
  | { type: 'submit'; postcode: string }
  | { type: 'found'; estimate: DeliveryEstimate }
  | { type: 'notFound' }
  | { type: 'failed' }
  | { type: 'reset' };

/** The validation message for a postcode, or null when it may be looked up. */
export function postcodeError(input: string): string | null {
  const postcode = input.trim();
  if (postcode === '') return DELIVERY_MESSAGES.empty;
  return /^\d{4}$/.test(postcode) ? null : DELIVERY_MESSAGES.invalid;
}

export function deliveryReducer(state: DeliveryState, event: DeliveryEvent): DeliveryState {
  switch (event.type) {
    case 'submit': {
      const error = postcodeError(event.postcode);
      return error ? { status: 'error', message: error } : { status: 'loading', postcode: event.postcode.trim() };
    }
    case 'found':
      return state.status === 'loading' ? { status: 'result', postcode: state.postcode, estimate: event.estimate } : state;
    case 'notFound':
    case 'failed':
      return state.status === 'loading' ? { status: 'error', message: DELIVERY_MESSAGES.noEstimate } : state;
    case 'reset':
      return { status: 'idle' };
  }
}

/** A delivery zone: up to `maxKm` from the car's location, at `price` (0 = free delivery). */
export type DeliveryZone = { maxKm: number; price: number; name: string };

/** Zones are sorted by distance; the first that reaches the postcode prices it. */
export function priceForDistance(distanceKm: number, zones: readonly DeliveryZone[]): DeliveryZone | null {
  return [...zones].sort((a, b) => a.maxKm - b.maxKm).find((zone) => distanceKm <= zone.maxKm) ?? null;
}

/** SPEC 9: great-circle distance with an Earth radius of 6371 km. */
export function distanceKm(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLong = rad(b.long - a.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
