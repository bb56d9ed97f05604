import type { BlockType } from '@dealer/schemas/content/blocks';
import type { BlockComponent } from './block-types';
import { BrandGrid } from './brand-grid/brand-grid';
import { CtaButtons } from './cta-buttons/cta-buttons';
import { FeatureBanner } from './feature-banner/feature-banner';
import { FeaturedStock } from './featured-stock/featured-stock';
import { Hero } from './hero/hero';
import { Locations } from './locations/locations';
import { PromoTiles } from './promo-tiles/promo-tiles';
import { RichText } from './rich-text/rich-text';
import { StatsCounter } from './stats-counter/stats-counter';
import { WarrantyBullets } from './warranty-bullets/warranty-bullets';

export type { BlockComponent, BlockContext } from './block-types';

/**
 * Block `_type` → component. `satisfies` makes it exhaustive: adding a schema to `blockSchemas`
 * without a component here is a type error, and each component must accept its block's props.
 * To add a block: schema in schemas/src/content/blocks.ts, a folder in web/src/blocks, a line here.
 */
export const blockRegistry = {
  hero: Hero,
  promoTiles: PromoTiles,
  featuredStock: FeaturedStock,
  featureBanner: FeatureBanner,
  brandGrid: BrandGrid,
  statsCounter: StatsCounter,
  warrantyBullets: WarrantyBullets,
  ctaButtons: CtaButtons,
  richText: RichText,
  locations: Locations,
} satisfies { [K in BlockType]: BlockComponent<K> };
