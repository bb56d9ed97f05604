/** The dealership offers index: one per environment, next to the vehicle index (`Car_production_offers`). */
export const offersIndexName = (primary: string) => `${primary}_offers`;

/** SPEC.md 7, 9: filters categories, price and query; pages of 21. */
export const OFFERS_PAGE_SIZE = 21;

/** Valid Algolia settings, so the hosted adapter pushes them unchanged. Newest offers first. */
export const OFFERS_INDEX_SETTINGS = {
  attributesForFaceting: ['categories', 'price', 'filterOnly(site_slug)', 'filterOnly(valid_from)', 'filterOnly(valid_until)'],
  searchableAttributes: ['title', 'model_name,manufacturer_name', 'summary'],
  customRanking: ['desc(valid_from)'],
  hitsPerPage: OFFERS_PAGE_SIZE,
  minWordSizefor1Typo: 5,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
};
