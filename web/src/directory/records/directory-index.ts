/** The models directory's index: one per environment, next to the vehicle index (`Car_production_directory`). */
export const directoryIndexName = (primary: string) => `${primary}_directory`;

/** SPEC.md 7, 9: filters manufacturer.name, model.name, model.body and query; pages of 21. */
export const DIRECTORY_PAGE_SIZE = 21;

/** Valid Algolia settings, so the hosted adapter pushes them unchanged. */
export const DIRECTORY_INDEX_SETTINGS = {
  attributesForFaceting: ['searchable(manufacturer.name)', 'searchable(model.name)', 'model.body', 'filterOnly(site_slug)'],
  searchableAttributes: ['model.name', 'manufacturer.name', 'model.body'],
  customRanking: ['asc(rank)'],
  hitsPerPage: DIRECTORY_PAGE_SIZE,
  minWordSizefor1Typo: 5,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
};
