import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { mergeSimilar, similarFilters, SIMILAR_QUERY_LIMIT } from '@/domain/similar-vehicle-rules';
import { searchPort, type SearchRecord } from '@/search/search-service';
import { tenantFilter } from '@/search/port/tenant-filter';
import type { Vehicle } from '@/vehicles/vehicle';

/**
 * SPEC 7 "Similar vehicles": one multi-query (same model, same body and condition, the price
 * band), merged same model first, de-duplicated, at most the site's similar page size (6).
 * The tenant's searchFilters narrow every query. Failures are logged only (SPEC 8).
 */
export async function findSimilarVehicles(site: SiteConfig, vehicle: Vehicle): Promise<SearchRecord[]> {
  try {
    const port = searchPort();
    const requests = similarFilters(vehicle, site.search.searchFilters).map((filters) => ({
      indexName: port.indexName,
      params: { filters, hitsPerPage: SIMILAR_QUERY_LIMIT, highlightPreTag: '<mark>', highlightPostTag: '</mark>' },
    }));
    const results = await port.search(requests, tenantFilter(site));
    return mergeSimilar(vehicle, results.map((result) => result.hits), Math.min(6, site.search.similarPageSize));
  } catch (error) {
    console.warn('Similar vehicles search failed', error);
    return [];
  }
}
