import type { z } from 'zod';
import type { BlockType, blockContracts } from './contracts';
import type { GeneratedSection, SectionType } from './section-types';

/**
 * Compile-time proof that the hand-written zod contracts match the generated types:
 * - every block `_type` the schema allows in `sections` has a contract (else `K` fails the
 *   `BlockType` constraint below), and no contract exists for a block the schema lacks;
 * - each contract accepts what PAGE_QUERY returns for that block, as typegen describes it.
 * Nothing here runs; `tsc` (typecheck) is the test.
 */
type Accepts<K extends SectionType & BlockType> = GeneratedSection<K> extends z.input<(typeof blockContracts)[K]> ? true : false;

export const contractsAcceptGeneratedSections: { [K in SectionType]: Accepts<K> } = {
  hero: true,
  richText: true,
  promoTiles: true,
  featureBanner: true,
  ctaButtons: true,
  warrantyBullets: true,
  statsCounter: true,
  brandGrid: true,
  blogList: true,
  faqAccordion: true,
  imageGallery: true,
  video: true,
  locations: true,
  reviews: true,
  featuredStock: true,
  stockSearch: true,
  budgetSearch: true,
  financeCalculator: true,
  enquiryForm: true,
  modelsDirectory: true,
  offersSearch: true,
  salesCounter: true,
};

/** No contract for a block the schema does not offer. */
export const noStrayContracts: [Exclude<BlockType, SectionType>] extends [never] ? true : false = true;
