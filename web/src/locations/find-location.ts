import type { Location } from '@dealer/schemas/content/location';

/**
 * The location a /locations/{slug or dealership_slug} path names (SPEC 2): a location by its
 * slug, else a dealership's primary location (or its first sales location).
 */
export function findLocation(locations: readonly Location[], slug: string): Location | null {
  const own = locations.find((l) => l.slug === slug);
  if (own) return own;
  const dealership = locations.filter((l) => l.dealershipSlug === slug);
  return dealership.find((l) => l.primary)
    ?? dealership.find((l) => l.locationType === 'sales' || l.locationType === '')
    ?? dealership[0]
    ?? null;
}
