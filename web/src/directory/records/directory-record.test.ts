import { describe, expect, it } from 'vitest';
import type { DirectoryModel } from '@dealer/schemas/content/directory-model';
import { toDirectoryRecords } from './directory-record';
import { modelStockHref, summariseStock } from './model-stock';

const vehicle = (over: Partial<{ site_slug: string; make: string; model: string; price: number; is_available: 0 | 1; primary_image_url: string | null }>) => ({
  site_slug: 'alpha', make: 'Toyota', model: 'RAV4', price: 40000, is_available: 1 as const, primary_image_url: '/demo-stock/a.jpg', ...over,
});

const model = (name: string, make: string, over: Partial<DirectoryModel> = {}): DirectoryModel => ({
  _id: `model-${make}-${name}`, name, slug: name.toLowerCase(), body: 'suv', overrideUrl: null, accessoriesCount: 4, image: null,
  manufacturer: { _id: `m-${make}`, name: make, slug: make.toLowerCase(), logo: { url: `/logo-${make}.jpg`, alt: make } },
  ...over,
});

const stock = summariseStock([
  vehicle({ price: 45000 }),
  vehicle({ price: 38000, primary_image_url: '/demo-stock/b.jpg' }),
  vehicle({ price: 0 }),
  vehicle({ price: 20000, is_available: 0 }),
  vehicle({ site_slug: 'beta', price: 1000 }),
  vehicle({ make: 'Toyota', model: 'HiLux', price: 60000 }),
]);

describe('stock summary', () => {
  it('counts available cars and takes the cheapest priced one as the "from" price', () => {
    const [record] = toDirectoryRecords({ slug: 'alpha', usedCarPrefix: null }, [model('RAV4', 'Toyota')], stock);
    expect(record).toMatchObject({ price_from: 38000, stock_count: 3, site_slug: 'alpha' });
  });

  it('links a model to its stock search, its make, or a keyword search', () => {
    expect(modelStockHref(stock, 'alpha', null, 'Toyota', 'RAV4')).toBe('/search/toyota/rav4');
    expect(modelStockHref(stock, 'alpha', 'used-cars', 'toyota', 'rav4')).toBe('/search/used-cars/toyota/rav4');
    expect(modelStockHref(stock, 'alpha', null, 'Toyota', 'Camry')).toBe('/search/toyota');
    expect(modelStockHref(stock, 'alpha', null, 'Mazda', 'CX-5')).toBe('/search/new-used-and-demo-cars?query=Mazda+CX-5');
  });
});

describe('directory records', () => {
  const records = toDirectoryRecords({ slug: 'alpha', usedCarPrefix: null }, [
    model('HiLux', 'Toyota', { body: ' ute ', image: { url: '/hilux.jpg', alt: 'A HiLux' } }),
    model('CX-5', 'Mazda', { overrideUrl: 'https://mazda.example/cx-5' }),
    model('Camry', 'Toyota', { body: null }),
  ], stock);

  it('sorts by manufacturer then model, and ranks in that order', () => {
    expect(records.map((r) => `${r.rank} ${r.manufacturer.name} ${r.model.name}`)).toEqual(['0 Mazda CX-5', '1 Toyota Camry', '2 Toyota HiLux']);
  });

  it('carries the nested names the directory filters on, the tenant and a tenant-unique id', () => {
    const hilux = records[2]!;
    expect(hilux).toMatchObject({
      objectID: 'alpha:model-Toyota-HiLux',
      site_slug: 'alpha',
      manufacturer: { name: 'Toyota', slug: 'toyota', logo_url: '/logo-Toyota.jpg' },
      model: { name: 'HiLux', slug: 'hilux', body: 'ute', image_url: '/hilux.jpg', image_alt: 'A HiLux' },
      href: '/search/toyota/hilux',
      price_from: 60000,
    });
  });

  it('falls back to a stock photo, keeps the override link, and has no price without stock', () => {
    const [cx5, camry] = records;
    expect(cx5).toMatchObject({ href: 'https://mazda.example/cx-5', price_from: null, stock_count: 0, model: { image_url: null, image_alt: 'Mazda CX-5' } });
    expect(camry?.model.body).toBeNull();
    const [rav4] = toDirectoryRecords({ slug: 'alpha', usedCarPrefix: null }, [model('RAV4', 'Toyota')], stock);
    expect(rav4?.model.image_url).toBe('/demo-stock/a.jpg');
  });
});
