import type { Location } from '@dealer/schemas/content/location';

/** A location's page: /locations/{slug} (SPEC 2). */
export const locationHref = (location: Pick<Location, 'slug'>) => `/locations/${location.slug}`;
