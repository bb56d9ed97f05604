export const OFFERS_SEARCH_PROJECTION = `heading, intro, category, limit`;
