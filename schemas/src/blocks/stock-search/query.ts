export const STOCK_SEARCH_PROJECTION = `heading, intro, carType, filter`;
