import { StaticImage } from '@/components/ui/static-image';
import { brandHref } from '@/brands/brand-href';
import type { BlockComponent } from '../shared/block-types';

/**
 * Brands the dealer sells, with logos. A brand with its own page links to /{brand}/overview;
 * one marked skipPage goes straight to its stock, or to its own website when it has one.
 */
export const BrandGrid: BlockComponent<'brandGrid'> = ({ heading, brands, site }) => {
  if (brands.length === 0) return null;
  return (
    <section aria-label={heading ? undefined : 'Our brands'} className="block-section">
      {heading && <h2 className="block-heading">{heading}</h2>}
      <ul className="grid grid-cols-2 gap-3 xs:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
        {brands.map((brand) => (
          <li key={brand.slug}>
            <a
              href={brandHref(brand, site.routes)}
              className="brand-tile"
            >
              {brand.logo && (
                <StaticImage src={brand.logo.url} alt="" width={96} height={48} />
              )}
              <span>{brand.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
};
