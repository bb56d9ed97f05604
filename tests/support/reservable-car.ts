import { expect } from '@playwright/test';
import { hostRequest } from './http';
import type { FoundCar } from './vehicle-finder';

/**
 * A car a tenant lets shoppers reserve and buy online, taken deep in the stock (`page` of the
 * search) so journeys that take the first match never meet a car another test holds.
 */
export async function reservableCar(tenant: string, page: number): Promise<FoundCar> {
  const filters = 'status:in_stock AND reserved:false AND checkout_enabled:true';
  const body = { requests: [{ indexName: 'Car_production', params: `hitsPerPage=1&page=${page}&filters=${encodeURIComponent(filters)}` }] };
  const res = await hostRequest(`${tenant}.localhost`, 'POST', '/api/search/1/indexes/*/queries', body);
  const car = (res.json as { results: { hits: FoundCar[] }[] }).results[0]?.hits[0];
  expect(car, `a reservable car (page ${page})`).toBeDefined();
  return car!;
}
