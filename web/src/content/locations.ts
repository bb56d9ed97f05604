import { cache } from 'react';
import { location, type Location } from '@dealer/schemas/content/location';
import { LOCATIONS_QUERY } from '@dealer/schemas/queries';
import { orderLocations } from '@/domain/location-order';
import { fetchContent } from './fetch-content';
import type { SiteConfig } from './site';

export type { Location };

/** The site's visible locations in the site's own order, else by name (SPEC 9). */
export const getLocations = cache(async (site: SiteConfig): Promise<Location[]> => {
  const raw = await fetchContent<unknown[]>(LOCATIONS_QUERY, { siteId: site._id }, [`site:${site.slug}`]);
  return orderLocations(location.array().parse(raw), site.locationOrder);
});
