import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { getLocations } from '@/content/locations';
import { searchPort } from '@/search/search-service';
import { tenantFilter } from '@/search/port/tenant-filter';
import { toSlug } from '@/routes/vehicle-links';
import type { SearchVocabulary } from '../search-path';

/** What path segments may name for this tenant: its makes, models, bodies, locations. */
export async function searchVocabulary(site: SiteConfig): Promise<SearchVocabulary> {
  const port = searchPort();
  const [results, locations] = await Promise.all([
    port.search([{ indexName: port.indexName, params: { hitsPerPage: 0, facets: ['make', 'make_model', 'body', 'location_name', 'dealership_name'], maxValuesPerFacet: 1000 } }], tenantFilter(site))
      .catch(() => [] as Array<{ facets?: Record<string, Record<string, number>> }>),
    getLocations(site).catch(() => []),
  ]);
  const facets = results[0]?.facets ?? {};
  const names = (attribute: string) => Object.keys(facets[attribute] ?? {});
  return {
    makes: names('make'),
    makeModels: names('make_model'),
    bodies: names('body'),
    locations: locations.map((l) => ({ slug: l.slug, name: l.name })),
    dealerships: [
      ...new Map(locations.map((l) => [l.dealershipSlug, { slug: l.dealershipSlug, name: names('dealership_name')[0] ?? site.name }])).values(),
    ].filter((d) => toSlug(d.slug) === d.slug),
  };
}
