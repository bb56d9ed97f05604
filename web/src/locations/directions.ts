import type { Address } from '@dealer/schemas/content/common';

/**
 * A Google Maps directions link (Maps URLs: no API key needed), to the pin when the address has
 * coordinates, else to the written address.
 */
export function directionsUrl(address: Address): string {
  const destination = typeof address.lat === 'number' && typeof address.long === 'number'
    ? `${address.lat},${address.long}`
    : `${address.street}, ${address.city} ${address.state} ${address.postcode}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** The one-line address a card shows. */
export const addressLine = (address: Address) => `${address.street}, ${address.city} ${address.state} ${address.postcode}`;
