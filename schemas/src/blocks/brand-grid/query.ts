import { IMAGE_PROJECTION } from '../shared';

export const BRAND_GRID_PROJECTION = `heading, "brands": brands[]-> { title, "slug": slug.current, "logo": select(defined(logo.asset) => logo ${IMAGE_PROJECTION}), skipPage, externalUrl }`;
