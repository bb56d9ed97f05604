import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parameterTwins, publicAddress, queryLessVariant, routesWithTwin } from './query-less-variant';

describe('queryLessVariant', () => {
  it('sends a visit without a query to the cached twin', () => {
    expect(queryLessVariant('/contact', '')).toBe('/-plain/contact');
    expect(queryLessVariant('/blog/vehicle-reviews', '')).toBe('/-plain/blog/vehicle-reviews');
    expect(queryLessVariant('/search/used-cars', '')).toBe('/-plain/search/used-cars');
    expect(queryLessVariant('/search', '')).toBe('/-plain/search');
    expect(queryLessVariant('/special-offers', '')).toBe('/-plain/special-offers');
    expect(queryLessVariant('/contact-us/riverside-toyota-ballarat', '')).toBe('/-plain/contact-us/riverside-toyota-ballarat');
  });

  it('keeps the per-request page for any query, and for pages without a twin', () => {
    expect(queryLessVariant('/contact', '?car_id=12')).toBe('/contact');
    expect(queryLessVariant('/models', '?body=suv')).toBe('/models');
    expect(queryLessVariant('/search/used-cars', '?make=Toyota')).toBe('/search/used-cars');
    expect(queryLessVariant('/searches', '')).toBe('/searches');
    expect(queryLessVariant('/contact/', '')).toBe('/contact/');
    expect(queryLessVariant('/special-offers', '?page=2')).toBe('/special-offers');
    expect(queryLessVariant('/contact-us/riverside-toyota-ballarat', '?car_id=12')).toBe('/contact-us/riverside-toyota-ballarat');
    expect(queryLessVariant('/contact-us/a/b', '')).toBe('/contact-us/a/b');
    expect(queryLessVariant('/contact-us/', '')).toBe('/contact-us/');
    expect(queryLessVariant('/finance', '?car_id=12')).toBe('/finance');
    expect(queryLessVariant('/my-garage', '')).toBe('/my-garage');
    expect(queryLessVariant('/', '')).toBe('/');
  });

  it('sends a page asked for with its one parameter alone to the twin of that value', () => {
    expect(queryLessVariant('/blog', '?page=3')).toBe('/-plain/blog/-page/3');
    expect(queryLessVariant('/blog/vehicle-reviews', '?page=abc')).toBe('/-plain/blog/vehicle-reviews/-page/abc');
  });

  it('keeps the per-request page for any other query, or a value a folder cannot hold as it is', () => {
    expect(queryLessVariant('/blog', '?page=3&utm_source=news')).toBe('/blog');
    expect(queryLessVariant('/blog', '?page=2&page=3')).toBe('/blog');
    expect(queryLessVariant('/blog', '?page=%2E%2E')).toBe('/blog');
    expect(queryLessVariant('/blog', '?page=')).toBe('/blog');
    expect(queryLessVariant('/blog', '?page=a%2Fb')).toBe('/blog');
    expect(queryLessVariant('/print', '?car_id=2024-toyota-hilux-sr5-104233')).toBe('/print');
    expect(queryLessVariant('/careers', '?page=2')).toBe('/careers');
  });

  it('names a page that exists for every twin', () => {
    const app = join(__dirname, '..', 'app', '[site]');
    for (const route of routesWithTwin()) {
      expect(existsSync(join(app, '-plain', ...route.split('/').filter(Boolean), 'page.tsx')), route).toBe(true);
      expect(existsSync(join(app, ...route.split('/').filter(Boolean), 'page.tsx')), route).toBe(true);
    }
    for (const [page, twin] of parameterTwins()) {
      expect(existsSync(join(app, '-plain', ...twin.split('/').filter(Boolean), 'page.tsx')), twin).toBe(true);
      expect(existsSync(join(app, ...page.split('/').filter(Boolean), 'page.tsx')), page).toBe(true);
    }
  });
});

describe('publicAddress', () => {
  it('reads a twin asked for directly as the page it renders, however it is spelled', () => {
    expect(publicAddress('/-plain/trade-in')).toBe('/trade-in');
    expect(publicAddress('//-PLAIN/./finance-and-insurance/')).toBe('/finance-and-insurance');
    expect(publicAddress('/%2Dplain/sell-my-car')).toBe('/sell-my-car');
    expect(publicAddress('/-plain')).toBe('/');
  });

  it('leaves every other address as it is', () => {
    expect(publicAddress('/trade-in')).toBe('/trade-in');
    expect(publicAddress('/-plainly/trade-in')).toBe('/-plainly/trade-in');
    expect(publicAddress('/%ZZ')).toBe('/%ZZ');
  });
});
