import type { SiteConfig } from '@dealer/schemas/content/site';
import { brandHref } from '../brand-href';

/** One brand's tile: where it links, whether that is another website, its name, its logo's address. */
export type BrandTileView = { key: string; href: string; title: string; logo?: string; external?: true };

type TileBrand = { slug: string; title: string; logo?: { url: string } | null; skipPage?: boolean | null; externalUrl?: string | null };

/**
 * Brand tiles' fields, worked out on the server. The tiles render in the browser from them: a
 * group sells a dozen brands, and each tile's rendered tree (link, logo attributes and srcset,
 * name) weighed ~380 bytes of the page's RSC payload against ~90 for its fields.
 */
export function brandTileViews(brands: TileBrand[], site: Pick<SiteConfig, 'routes'>): BrandTileView[] {
  return brands.map((brand) => {
    const href = brandHref(brand, site.routes);
    return {
      key: brand.slug,
      href,
      title: brand.title,
      ...(brand.logo ? { logo: brand.logo.url } : {}),
      ...(href.startsWith('http') ? { external: true as const } : {}),
    };
  });
}
