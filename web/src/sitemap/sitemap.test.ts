import { describe, expect, it } from 'vitest';
import { sitemapPaths, sitemapXml } from './sitemap';

describe('sitemap', () => {
  const vocabulary = { makes: ['Toyota', 'Kia'], makeModels: ['Toyota Corolla', 'Kia Sportage'], bodies: ['suv'] };
  it('lists landing pages and vehicles', () => {
    expect(sitemapPaths({ carTypes: ['new', 'used'], usedCarPrefix: null, vocabulary, vehicleSlugs: ['2020-toyota-corolla-1'] })).toEqual([
      '/', '/cars', '/search/new-used-and-demo-cars', '/search/new-cars', '/search/used-cars',
      '/search/toyota', '/search/toyota/corolla', '/search/kia', '/search/kia/sportage', '/search/suv', '/cars/2020-toyota-corolla-1',
    ]);
  });

  it('keeps the used-car prefix', () => {
    expect(sitemapPaths({ carTypes: ['used'], usedCarPrefix: 'used-cars', vocabulary, vehicleSlugs: [] })).toContain('/search/used-cars/toyota/corolla');
  });

  it('escapes XML', () => {
    expect(sitemapXml('https://a.example', ['/cars/a&b'])).toContain('<loc>https://a.example/cars/a&amp;b</loc>');
  });
});
