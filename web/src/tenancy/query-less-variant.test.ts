import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { queryLessVariant, routesWithTwin } from './query-less-variant';

describe('queryLessVariant', () => {
  it('sends a visit without a query to the cached twin', () => {
    expect(queryLessVariant('/contact', '')).toBe('/_plain/contact');
    expect(queryLessVariant('/blog/vehicle-reviews', '')).toBe('/_plain/blog/vehicle-reviews');
    expect(queryLessVariant('/search/used-cars', '')).toBe('/_plain/search/used-cars');
    expect(queryLessVariant('/search', '')).toBe('/_plain/search');
  });

  it('keeps the per-request page for any query, and for pages without a twin', () => {
    expect(queryLessVariant('/contact', '?car_id=12')).toBe('/contact');
    expect(queryLessVariant('/models', '?body=suv')).toBe('/models');
    expect(queryLessVariant('/search/used-cars', '?make=Toyota')).toBe('/search/used-cars');
    expect(queryLessVariant('/searches', '')).toBe('/searches');
    expect(queryLessVariant('/contact/', '')).toBe('/contact/');
    expect(queryLessVariant('/finance', '')).toBe('/finance');
    expect(queryLessVariant('/', '')).toBe('/');
  });

  it('names a page that exists for every twin', () => {
    const app = join(__dirname, '..', 'app', '[site]');
    for (const route of routesWithTwin()) {
      expect(existsSync(join(app, '%5Fplain', ...route.split('/').filter(Boolean), 'page.tsx')), route).toBe(true);
      expect(existsSync(join(app, ...route.split('/').filter(Boolean), 'page.tsx')), route).toBe(true);
    }
  });
});
