import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { getLocations } from '@/content/locations';
import { searchPort } from '@/search/search-service';
import { tenantFilter } from '@/search/port/tenant-filter';
import { ALL_STOCK_TAG, siteTag, stockTag } from '@/server/cache/cache-tags';
import { cacheForHours, tagCache } from '@/server/cache/tag-cache';
import { searchDealerships } from '../search-dealerships';
import type { SearchVocabulary } from '../search-path';

type Facets = Record<string, Record<string, number>>;
const FACETS = ['make', 'make_model', 'body', 'location_name'];

/**
 * What path segments may name for this tenant: its makes, models, bodies, locations. Read on every
 * search page, so it comes from the page cache until the tenant's stock changes or its site is
 * published (or an hour passes: sold cars leave the sold window with the clock); a failed read
 * is never cached, and costs only the names it could not read.
 */
export async function searchVocabulary(site: SiteConfig): Promise<SearchVocabulary> {
  try {
    const { facets, locations } = await cachedVocabularySources(site);
    return vocabulary(site, facets, locations);
  } catch {
    const [facets, locations] = await Promise.all([stockFacets(site).catch(() => ({})), getLocations(site).catch(() => [])]);
    return vocabulary(site, facets, locations);
  }
}

type Sources = { facets: Facets; locations: Array<{ slug: string; name: string; dealershipSlug: string; dealershipName?: string | null }> };

async function cachedVocabularySources(site: SiteConfig): Promise<Sources> {
  'use cache';
  tagCache(siteTag(site.slug), stockTag(site.slug), ALL_STOCK_TAG);
  cacheForHours();
  const [facets, locations] = await Promise.all([stockFacets(site), getLocations(site)]);
  return { facets, locations: locations.map(({ slug, name, dealershipSlug, dealershipName }) => ({ slug, name, dealershipSlug, dealershipName: dealershipName ?? null })) };
}

async function stockFacets(site: SiteConfig): Promise<Facets> {
  const port = searchPort();
  const [result] = await port.search([{ indexName: port.indexName, params: { hitsPerPage: 0, facets: FACETS, maxValuesPerFacet: 1000 } }], tenantFilter(site));
  return result?.facets ?? {};
}

function vocabulary(site: SiteConfig, facets: Facets, locations: Sources['locations']): SearchVocabulary {
  const names = (attribute: string) => Object.keys(facets[attribute] ?? {});
  return {
    makes: names('make'),
    makeModels: names('make_model'),
    bodies: names('body'),
    locations: locations.map((l) => ({ slug: l.slug, name: l.name })),
    dealerships: searchDealerships(site, locations),
  };
}
