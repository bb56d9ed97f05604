import type { SiteConfig } from '@dealer/schemas/content/site';
import { withoutHiddenDealerships } from '@/domain/dealership-settings';
import { toSlug } from '@/routes/vehicle-links';
import type { SearchVocabulary } from './search-path';

/**
 * The dealerships a /search/{dealership slug} path may name: those with a location on the site.
 * A dealership the site hides (SPEC 6) is left out here as well as from the site's locations, so
 * its slug answers 404 like an unknown one even if a caller passes every location.
 */
export function searchDealerships(
  site: Pick<SiteConfig, 'dealerships' | 'name'>,
  locations: ReadonlyArray<{ dealershipSlug: string }>,
  dealershipName: string | undefined,
): SearchVocabulary['dealerships'] {
  const slugs = new Set(withoutHiddenDealerships(site, locations, (l) => l.dealershipSlug).map((l) => l.dealershipSlug));
  return [...slugs].filter((slug) => toSlug(slug) === slug).map((slug) => ({ slug, name: dealershipName ?? site.name }));
}
