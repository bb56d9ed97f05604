import { hostRequest } from './http';

export type FoundCar = { slug: string; id: number; photos_count: number; car_type: string; status: string; price: number; name: string; item_type: string };

/**
 * The first car of a tenant matching an Algolia filter, through the tenant's own search API; or the
 * `page`th (a car deep in the stock, which journeys taking the first match never touch).
 */
export async function findCar(tenant: string, filters: string, page = 0): Promise<FoundCar | null> {
  const body = { requests: [{ indexName: 'Car_production', params: `hitsPerPage=1&page=${page}&filters=${encodeURIComponent(filters)}` }] };
  const res = await hostRequest(`${tenant}.localhost`, 'POST', '/api/search/1/indexes/*/queries', body);
  const hits = (res.json as { results?: { hits: FoundCar[] }[] } | null)?.results?.[0]?.hits ?? [];
  return hits[0] ?? null;
}
