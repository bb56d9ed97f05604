import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { searchPort } from '@/search/search-service';
import { tenantFilter } from '@/search/port/tenant-filter';
import type { SearchState } from '@/search/refinements';
import { budgetFloorRequest } from '@/search/search-request';

type FloorResult = { facets_stats?: { price?: { min?: number } } };

/**
 * The cheapest car over $1000 the budget search would find (SPEC 4): below it the button reads
 * '0 {cars} Found'. The same request the search page's budget filter sends. Unknown (null) when
 * the search fails: the button then simply searches.
 */
export async function budgetFloor(site: SiteConfig, state: SearchState): Promise<number | null> {
  try {
    const port = searchPort();
    const [result] = await port.search([budgetFloorRequest(state, { indexName: port.indexName, hitsPerPage: 0 })], tenantFilter(site));
    const min = (result as FloorResult | undefined)?.facets_stats?.price?.min;
    return typeof min === 'number' ? min : null;
  } catch (error) {
    console.error(`Budget search floor of ${site.slug} could not be loaded`, error);
    return null;
  }
}
