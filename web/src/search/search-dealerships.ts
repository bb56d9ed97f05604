import type { SiteConfig } from '@dealer/schemas/content/site';
import { withoutHiddenDealerships } from '@/domain/dealership-settings';
import { toSlug } from '@/routes/vehicle-links';
import type { SearchVocabulary } from './search-path';

/**
 * The dealerships a /search/{dealership slug} path may name: those with a location on the site,
 * each by the name its cars are indexed under (search/indexing/indexer.ts: the dealership's own
 * name, else the site's), so a group site's path lists that dealership's cars only.
 * A dealership the site hides (SPEC 6) is left out here as well as from the site's locations, so
 * its slug answers 404 like an unknown one even if a caller passes every location.
 */
export function searchDealerships(
  site: Pick<SiteConfig, 'dealerships' | 'name'>,
  locations: ReadonlyArray<{ dealershipSlug: string; dealershipName?: string | null }>,
): SearchVocabulary['dealerships'] {
  const names = new Map<string, string>();
  for (const location of withoutHiddenDealerships(site, locations, (l) => l.dealershipSlug)) {
    if (!names.has(location.dealershipSlug)) names.set(location.dealershipSlug, location.dealershipName ?? site.name);
  }
  return [...names].filter(([slug]) => toSlug(slug) === slug).map(([slug, name]) => ({ slug, name }));
}
