/** A geocoded Australian postcode: its first result's location and a place name. */
export type GeocodeResult = { lat: number; long: number; name: string; state: string };

/**
 * The geocoding port (SPEC 7: components postal_code and country AU, first result's location;
 * an error when there is none). `null` means "Invalid postcode": nothing in Australia has it.
 */
export interface GeocodingPort {
  readonly adapter: 'google' | 'local-postcodes';
  geocodePostcode(postcode: string): Promise<GeocodeResult | null>;
}
