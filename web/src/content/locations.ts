import { cache } from 'react';
import { location, type Location } from '@dealer/schemas/content/location';
import { LOCATIONS_QUERY } from '@dealer/schemas/queries';
import { withoutHiddenDealerships } from '@/domain/dealership-settings';
import { orderLocations } from '@/domain/location-order';
import { siteTag } from '@/server/cache/cache-tags';
import { fetchContent } from './fetch-content';
import type { SiteConfig } from './site';

export type { Location };

/**
 * The site's visible locations in the site's own order, else by name (SPEC 9). Visible means the
 * location's own switch and its dealership's (SPEC 6: a dealership the site hides has no location
 * page, card, map pin or form option there), so every reader gets both from here.
 */
export const getLocations = cache(async (site: SiteConfig): Promise<Location[]> => {
  const raw = await fetchContent<unknown[]>(LOCATIONS_QUERY, { siteId: site._id }, [siteTag(site.slug)]);
  const shown = withoutHiddenDealerships(site, location.array().parse(raw), (l) => l.dealershipSlug);
  return orderLocations(shown, site.locationOrder);
});
