import { describe, expect, it } from 'vitest';
import { brandTileViews } from './brand-tile-view';

const site = { routes: { usedCarPrefix: 'used-cars' } } as Parameters<typeof brandTileViews>[1];

describe("brand tiles' fields, worked out on the server", () => {
  it('links to the brand page, its stock, or its own website, marked as another website', () => {
    const tiles = brandTileViews([
      { slug: 'toyota', title: 'Toyota', logo: { url: '/demo-content/brand-toyota.jpg' } },
      { slug: 'hino', title: 'Hino', skipPage: true },
      { slug: 'harley-davidson', title: 'Harley-Davidson', externalUrl: 'https://www.harley.example' },
    ], site);
    expect(tiles).toEqual([
      { key: 'toyota', href: '/toyota/overview', title: 'Toyota', logo: '/demo-content/brand-toyota.jpg' },
      { key: 'hino', href: expect.stringContaining('hino'), title: 'Hino' },
      { key: 'harley-davidson', href: 'https://www.harley.example', title: 'Harley-Davidson', external: true },
    ]);
  });
});
