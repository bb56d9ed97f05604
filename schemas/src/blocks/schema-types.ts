import { blogListSchema } from './blog-list/schema';
import { brandGridSchema } from './brand-grid/schema';
import { budgetSearchSchema } from './budget-search/schema';
import { ctaButtonsSchema } from './cta-buttons/schema';
import { enquiryFormSchema } from './enquiry-form/schema';
import { faqAccordionSchema } from './faq-accordion/schema';
import { featureBannerSchema } from './feature-banner/schema';
import { featuredStockSchema } from './featured-stock/schema';
import { financeCalculatorSchema } from './finance-calculator/schema';
import { heroSchema } from './hero/schema';
import { imageGallerySchema } from './image-gallery/schema';
import { locationsSchema } from './locations/schema';
import { modelsDirectorySchema } from './models-directory/schema';
import { offersSearchSchema } from './offers-search/schema';
import { promoTilesSchema } from './promo-tiles/schema';
import { reviewsSchema } from './reviews/schema';
import { richTextSchema } from './rich-text/schema';
import { salesCounterSchema } from './sales-counter/schema';
import { statsCounterSchema } from './stats-counter/schema';
import { stockSearchSchema } from './stock-search/schema';
import { videoSchema } from './video/schema';
import { warrantyBulletsSchema } from './warranty-bullets/schema';

/**
 * THE block list: the page builder's `sections` array offers exactly these, in this order, and
 * typegen turns them into the section union the web registry must cover. Content blocks first,
 * then the fixed blocks (settings only, data from search and the APIs).
 */
export const blockSchemaTypes = [
  heroSchema,
  richTextSchema,
  promoTilesSchema,
  featureBannerSchema,
  ctaButtonsSchema,
  warrantyBulletsSchema,
  statsCounterSchema,
  brandGridSchema,
  blogListSchema,
  faqAccordionSchema,
  imageGallerySchema,
  videoSchema,
  locationsSchema,
  reviewsSchema,
  featuredStockSchema,
  stockSearchSchema,
  budgetSearchSchema,
  financeCalculatorSchema,
  enquiryFormSchema,
  modelsDirectorySchema,
  offersSearchSchema,
  salesCounterSchema,
];

/** Insert-menu groups, so editors find fixed feature blocks apart from content blocks. */
export const FIXED_BLOCKS = new Set(['locations', 'reviews', 'featuredStock', 'stockSearch', 'budgetSearch', 'financeCalculator', 'enquiryForm', 'modelsDirectory', 'offersSearch', 'salesCounter']);
