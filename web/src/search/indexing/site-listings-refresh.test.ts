import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { DIRECTORY_INDEX_SETTINGS, directoryIndexName } from '@/directory/records/directory-index';
import { modelStock } from '@/directory/records/model-stock';
import { OFFERS_INDEX_SETTINGS, offersIndexName } from '@/offers/records/offers-index';
import { localSearch } from '../port/local-search';
import type { SearchRecord } from '../port/search-record';
import { siteFilter } from '../port/site-filter';
import { refreshSiteListings, type SiteListingsDeps } from './site-listings-refresh';

/**
 * After a vehicle change the changed site's models directory and offers records are rebuilt from
 * its stock as the engine holds it now, and no other site's records move.
 */
const port = localSearch('Car_listings_refresh', async () => undefined);
const directory = directoryIndexName(port.indexName);
const offers = offersIndexName(port.indexName);

const car = (id: number, site: string, model: string, price: number) =>
  ({ objectID: String(id), id, site_slug: site, make: 'Toyota', model, price, is_available: 1, primary_image_url: null }) as unknown as SearchRecord;

/** A directory record per model the site stocks, with its "from" price: what the real builder derives. */
const deps: SiteListingsDeps = {
  site: async (slug) => (slug === 'ghost' ? null : ({ slug } as SiteConfig)),
  records: async (site, stock) => ({
    directory: ['RAV4', 'Camry'].flatMap((model) => {
      const inStock = modelStock(stock, site.slug, 'Toyota', model);
      return inStock ? [{ objectID: `${site.slug}:${model}`, site_slug: site.slug, price_from: inStock.priceFrom, stock_count: inStock.count }] as never : [];
    }),
    offers: [],
  }),
};

const listed = async (index: string, site: string) => {
  const [result] = await port.search([{ indexName: index, params: { hitsPerPage: 100 } }], siteFilter(site));
  return (result?.hits ?? []).map((hit) => hit as unknown as { objectID: string; price_from: number; stock_count: number }).map(({ objectID, price_from, stock_count }) => ({ objectID, price_from, stock_count }));
};

describe('refreshing a site\'s listings after vehicle changes', () => {
  it('rebuilds that site\'s directory and offers records from its current stock, and only that site\'s', async () => {
    await port.replaceAll([car(1, 'alpha', 'RAV4', 40000), car(2, 'alpha', 'RAV4', 35000), car(3, 'alpha', 'Camry', 30000), car(4, 'beta', 'RAV4', 50000)]);
    const stale = { site_slug: 'alpha', price_from: 1, stock_count: 9 };
    await port.replaceIndex(directory, DIRECTORY_INDEX_SETTINGS, [
      { objectID: 'alpha:RAV4', ...stale },
      { objectID: 'alpha:Corolla', ...stale },
      { objectID: 'beta:RAV4', site_slug: 'beta', price_from: 50000, stock_count: 1 },
    ]);
    await port.replaceIndex(offers, OFFERS_INDEX_SETTINGS, [{ objectID: 'alpha:offer', site_slug: 'alpha' }, { objectID: 'beta:offer', site_slug: 'beta' }]);

    // The cheapest RAV4 drops in price; the Camry is sold.
    await port.patch('2', car(2, 'alpha', 'RAV4', 33000));
    await port.patch('3', null);
    await refreshSiteListings(port, 'alpha', deps);

    expect(await listed(directory, 'alpha')).toEqual([{ objectID: 'alpha:RAV4', price_from: 33000, stock_count: 2 }]);
    expect(await listed(directory, 'beta')).toEqual([{ objectID: 'beta:RAV4', price_from: 50000, stock_count: 1 }]);
    expect((await listed(offers, 'alpha')).length).toBe(0);
    expect((await listed(offers, 'beta')).map((hit) => hit.objectID)).toEqual(['beta:offer']);
  });

  it('leaves the records as they are when the site is gone or its content cannot be read', async () => {
    const before = await listed(directory, 'beta');
    await refreshSiteListings(port, 'ghost', deps);
    await refreshSiteListings(port, 'beta', { ...deps, records: async () => Promise.reject(new Error('content down')) });
    expect(await listed(directory, 'beta')).toEqual(before);
  });
});
