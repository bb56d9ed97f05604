import { brandTileViews } from '@/brands/components/brand-tile-view';
import { BrandTiles } from '@/brands/components/brand-tiles';
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
      <BrandTiles tiles={brandTileViews(brands, site)} />
    </section>
  );
};
