import { describe, expect, it } from 'vitest';
import { brandHref } from './brand-href';

const routes = { usedCarPrefix: null, checkoutPath: 'checkout' as const, refreshPath: '/special-offers' };

describe('brand links', () => {
  it('goes to the brand page, its stock when it has no page, or its own website', () => {
    expect(brandHref({ slug: 'toyota', skipPage: false, externalUrl: null }, routes)).toBe('/toyota/overview');
    expect(brandHref({ slug: 'kia', skipPage: true, externalUrl: null }, routes)).toMatch(/^\/search\/kia/);
    expect(brandHref({ slug: 'harley-davidson', skipPage: true, externalUrl: 'https://www.example.com.au' }, routes)).toBe('https://www.example.com.au');
  });
});
