import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { algoliasearch } from 'algoliasearch';
import { createAlgoliaSearch } from '@/search/port/algolia-search';
import { vehicleIndexSettings } from '@/search/engine/vehicle-indexes';
import { localSearch } from '@/search/port/local-search';
import type { SearchPort } from '@/search/port/search-port';
import { tenantFilter } from '@/search/port/tenant-filter';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { DIRECTORY_INDEX_SETTINGS, directoryIndexName } from '@/directory/records/directory-index';
import { modelStock } from '@/directory/records/model-stock';
import { OFFERS_INDEX_SETTINGS, offersIndexName } from '@/offers/records/offers-index';
import { refreshSiteListings, type SiteListingsDeps } from '@/search/indexing/site-listings-refresh';
import { siteFilter } from '@/search/port/site-filter';
import { startAlgoliaFake } from '../support/algolia-fake';
import { searchRecord } from '../support/search-fixture';

const NOW = Date.parse('2026-11-01T12:00:00Z');
const DAY = 86_400;
const nowSeconds = NOW / 1000;
const site = (slug: string, includeSoldCarsDays = 3) => ({
  search: { baseFilter: `site_slug:"${slug}"`, includeSoldCarsDays } as never,
  dealerships: [],
});

const records = [
  searchRecord({ id: 1, site_slug: 'alpha', car_type: 'used' }),
  searchRecord({ id: 2, site_slug: 'alpha', car_type: 'new', status: 'coming_soon' }),
  searchRecord({ id: 3, site_slug: 'alpha', status: 'sold', sold: true, is_available: 0, sold_date_timestamp: nowSeconds - 2 * DAY }),
  searchRecord({ id: 4, site_slug: 'alpha', status: 'sold', sold: true, is_available: 0, sold_date_timestamp: nowSeconds - 5 * DAY }),
  searchRecord({ id: 5, site_slug: 'beta', make: 'Mazda', model: 'CX-5', make_model: 'Mazda CX-5' }),
  ...Array.from({ length: 30 }, (_, i) => searchRecord({ id: 100 + i, site_slug: 'beta' })),
];

const fake = await startAlgoliaFake();
afterAll(() => fake.close());
// As `npm run index` does before writing records: the vehicle index and replicas' settings.
const fakeAdmin = algoliasearch(fake.appId, fake.adminApiKey, { hosts: fake.hosts });
for (const { indexName, settings } of vehicleIndexSettings('Car_contract')) await fakeAdmin.setSettings({ indexName, indexSettings: settings as never });
const adapters: [string, () => SearchPort][] = [
  ['local engine', () => localSearch('Car_contract', async () => undefined)],
  // The hosted adapter through the official client against a local server speaking Algolia's protocol.
  ['Algolia client against the local Algolia fake', () => createAlgoliaSearch({ appId: fake.appId, searchApiKey: fake.searchApiKey, adminApiKey: fake.adminApiKey, indexName: 'Car_contract', hosts: fake.hosts })],
];
const { ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_ADMIN_API_KEY } = process.env;
if (ALGOLIA_APP_ID && ALGOLIA_SEARCH_API_KEY && ALGOLIA_ADMIN_API_KEY) {
  adapters.push(['Algolia', () => createAlgoliaSearch({ appId: ALGOLIA_APP_ID, searchApiKey: ALGOLIA_SEARCH_API_KEY, adminApiKey: ALGOLIA_ADMIN_API_KEY, indexName: 'Car_contract' })]);
} else {
  console.info('[search contract] skipped target Algolia — ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_ADMIN_API_KEY are not set');
}

describe.each(adapters)('search port contract: %s', (_name, create) => {
  const port = create();
  const ids = async (slug: string, params: Record<string, unknown> = {}, days = 3) => {
    const [result] = await port.search([{ indexName: port.indexName, params: { hitsPerPage: 100, ...params } }], tenantFilter(site(slug, days), NOW));
    return (result?.hits ?? []).map((h) => h.id).sort((a, b) => a - b);
  };

  beforeAll(async () => {
    await port.replaceAll(records);
  });

  it('holds every record written', async () => {
    expect(await port.count()).toBe(records.length);
  });

  it('returns available stock and cars sold inside the window, only of the tenant', async () => {
    expect(await ids('alpha')).toEqual([1, 2, 3]);
    expect(await ids('alpha', {}, 7)).toEqual([1, 2, 3, 4]);
    expect(await ids('alpha', {}, 0)).toEqual([1, 2]);
  });

  it('cannot be widened to another tenant, nor its filter dropped, by the request', async () => {
    expect(await ids('alpha', { filters: 'site_slug:beta' })).toEqual([]);
    expect(await ids('alpha', { filters: 'site_slug:beta OR site_slug:alpha' })).toEqual([1, 2, 3]);
    expect(await ids('alpha', { facetFilters: [['site_slug:beta']] })).toEqual([]);
    // Parentheses cannot close the tenant's group, and negations or empty filters cannot cancel it.
    await expect(ids('alpha', { filters: 'site_slug:alpha) OR (site_slug:beta' })).rejects.toThrow(/Unexpected token/);
    expect(await ids('alpha', { facetFilters: ['site_slug:-alpha'] })).toEqual([]);
    expect(await ids('alpha', { filters: '', facetFilters: [], numericFilters: [] })).toEqual([1, 2, 3]);
    expect(await ids('alpha', { numericFilters: ['is_available=0'] })).toEqual([3]);
    expect(await ids('alpha', { optionalFilters: ['site_slug:beta'] })).toEqual([1, 2, 3]);
  });

  it('narrows by filters and text, and pages through results', async () => {
    expect(await ids('alpha', { filters: 'car_type:new' })).toEqual([2]);
    expect(await ids('beta', { query: 'mazda' })).toEqual([5]);
    const [page1] = await port.search([{ indexName: port.indexName, params: { hitsPerPage: 10, page: 1 } }], tenantFilter(site('beta'), NOW));
    expect(page1?.nbHits).toBe(31);
    expect(page1?.nbPages).toBe(4);
    expect(page1?.hits).toHaveLength(10);
  });

  it('patches one record: a price change shows, a removed vehicle disappears', async () => {
    const car = records[0]!;
    await port.patch(car.objectID, { ...car, price: 4321 });
    expect(await ids('alpha', { filters: 'price = 4321' })).toEqual([1]);
    await port.patch(car.objectID, null);
    expect(await ids('alpha')).toEqual([2, 3]);
    await port.patch(car.objectID, car);
    expect(await ids('alpha')).toEqual([1, 2, 3]);
  });

  it('after a vehicle change, rebuilds that site\'s models directory and offers from its stock, and only that site\'s', async () => {
    const directory = directoryIndexName(port.indexName);
    const offers = offersIndexName(port.indexName);
    // A directory record per model the site stocks, with its "from" price and count, as the real builder derives them.
    const deps: SiteListingsDeps = {
      site: async (slug) => ({ slug }) as SiteConfig,
      records: async (siteConfig, stock) => ({
        directory: ['HiLux', 'Corolla'].flatMap((model) => {
          const inStock = modelStock(stock, siteConfig.slug, 'Toyota', model);
          return inStock ? [{ objectID: `${siteConfig.slug}:${model}`, site_slug: siteConfig.slug, price_from: inStock.priceFrom, stock_count: inStock.count }] as never : [];
        }),
        offers: [],
      }),
    };
    const listed = async (index: string, slug: string) =>
      (await port.browse(index, siteFilter(slug), ['objectID', 'price_from', 'stock_count']))
        .map(({ objectID, price_from, stock_count }) => ({ objectID, price_from, stock_count }))
        .sort((a, b) => String(a.objectID).localeCompare(String(b.objectID)));
    await port.replaceIndex(directory, DIRECTORY_INDEX_SETTINGS, [
      { objectID: 'alpha:HiLux', site_slug: 'alpha', price_from: 1, stock_count: 9 },
      { objectID: 'alpha:Corolla', site_slug: 'alpha', price_from: 1, stock_count: 9 },
      { objectID: 'beta:HiLux', site_slug: 'beta', price_from: 7, stock_count: 7 },
    ]);
    await port.replaceIndex(offers, OFFERS_INDEX_SETTINGS, [{ objectID: 'alpha:offer', site_slug: 'alpha' }, { objectID: 'beta:offer', site_slug: 'beta' }]);

    // Alpha's used HiLux drops to $39,000; its new HiLux (40,002) is the other one available.
    const car = records[0]!;
    await port.patch(car.objectID, { ...car, price: 39000 });
    await refreshSiteListings(port, 'alpha', deps);

    expect(await listed(directory, 'alpha')).toEqual([{ objectID: 'alpha:HiLux', price_from: 39000, stock_count: 2 }]);
    expect(await listed(directory, 'beta')).toEqual([{ objectID: 'beta:HiLux', price_from: 7, stock_count: 7 }]);
    expect(await listed(offers, 'alpha')).toEqual([]);
    expect((await listed(offers, 'beta')).map((hit) => hit.objectID)).toEqual(['beta:offer']);
    await port.patch(car.objectID, car);
  });
});
