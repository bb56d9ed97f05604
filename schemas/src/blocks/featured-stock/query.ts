export const FEATURED_STOCK_PROJECTION = `heading, filter, limit, ctaLabel, ctaHref`;
