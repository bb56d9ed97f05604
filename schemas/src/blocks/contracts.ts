import type { z } from 'zod';
import { blogListContract } from './blog-list/contract';
import { brandGridContract } from './brand-grid/contract';
import { budgetSearchContract } from './budget-search/contract';
import { ctaButtonsContract } from './cta-buttons/contract';
import { enquiryFormContract } from './enquiry-form/contract';
import { faqAccordionContract } from './faq-accordion/contract';
import { featureBannerContract } from './feature-banner/contract';
import { featuredStockContract } from './featured-stock/contract';
import { financeCalculatorContract } from './finance-calculator/contract';
import { heroContract } from './hero/contract';
import { imageGalleryContract } from './image-gallery/contract';
import { locationsContract } from './locations/contract';
import { modelsDirectoryContract } from './models-directory/contract';
import { offersSearchContract } from './offers-search/contract';
import { promoTilesContract } from './promo-tiles/contract';
import { reviewsContract } from './reviews/contract';
import { richTextContract } from './rich-text/contract';
import { salesCounterContract } from './sales-counter/contract';
import { statsCounterContract } from './stats-counter/contract';
import { stockSearchContract } from './stock-search/contract';
import { videoContract } from './video/contract';
import { warrantyBulletsContract } from './warranty-bullets/contract';

/**
 * Runtime contracts of each block as PAGE_QUERY projects it (zod at the adapter boundary).
 * `block-contracts.check.ts` proves each accepts the typegen result for its `_type`, and that
 * this map covers exactly the schema's block list.
 */
export const blockContracts = {
  hero: heroContract,
  richText: richTextContract,
  promoTiles: promoTilesContract,
  featureBanner: featureBannerContract,
  ctaButtons: ctaButtonsContract,
  warrantyBullets: warrantyBulletsContract,
  statsCounter: statsCounterContract,
  brandGrid: brandGridContract,
  blogList: blogListContract,
  faqAccordion: faqAccordionContract,
  imageGallery: imageGalleryContract,
  video: videoContract,
  locations: locationsContract,
  reviews: reviewsContract,
  featuredStock: featuredStockContract,
  stockSearch: stockSearchContract,
  budgetSearch: budgetSearchContract,
  financeCalculator: financeCalculatorContract,
  enquiryForm: enquiryFormContract,
  modelsDirectory: modelsDirectoryContract,
  offersSearch: offersSearchContract,
  salesCounter: salesCounterContract,
} as const;

export type BlockType = keyof typeof blockContracts;
/** What a block component receives: the parsed block (defaults applied). */
export type BlockProps<T extends BlockType> = z.output<(typeof blockContracts)[T]>;
