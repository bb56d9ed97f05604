import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { searchPort } from '@/search/search-service';
import { tenantFilter } from '@/search/port/tenant-filter';
import type { SearchState } from '@/search/refinements';
import { searchRequest } from '@/search/search-request';

/**
 * The makes with most cars in stock for the block's search (its car type and developer filter),
 * most stocked first. A search failure means no make shortcuts, never a broken page.
 */
export async function quickMakes(site: SiteConfig, state: SearchState, filter: string | null | undefined, limit = 8): Promise<string[]> {
  try {
    const port = searchPort();
    const request = searchRequest(state, { indexName: port.indexName, hitsPerPage: 0, siteFilter: filter });
    const [result] = await port.search([{ ...request, params: { ...request.params, facets: ['make'], maxValuesPerFacet: 100 } }], tenantFilter(site));
    return Object.entries(result?.facets?.make ?? {})
      .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
      .slice(0, limit)
      .map(([make]) => make);
  } catch (error) {
    console.error(`Stock search makes of ${site.slug} could not be loaded`, error);
    return [];
  }
}
