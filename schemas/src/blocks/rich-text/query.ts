export const RICH_TEXT_PROJECTION = `body`;
