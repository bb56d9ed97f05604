export const BUDGET_SEARCH_PROJECTION = `heading, intro, frequency`;
