import type { SiteConfig } from '@dealer/schemas/content/site';
import { StaticImage } from '@/components/ui/static-image';
import { brandHref } from '../brand-href';
import type { Brand } from '@dealer/schemas/content/brand';

/** Brand logos as links (to the brand page, its stock, or its own website). */
export function BrandTiles({ brands, site }: { brands: Brand[]; site: SiteConfig }) {
  return (
    <ul className="grid grid-cols-2 gap-3 xs:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
      {brands.map((brand) => {
        const href = brandHref(brand, site.routes);
        const external = href.startsWith('http');
        return (
          <li key={brand._id}>
            <a href={href} {...(external ? { rel: 'noopener' } : {})}
              className="brand-tile">
              {brand.logo && <StaticImage src={brand.logo.url} alt="" width={96} height={48} />}
              <span>{brand.title}{external && <span className="sr-only"> (another website)</span>}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
