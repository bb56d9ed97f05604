import { IMAGE_PROJECTION } from '../shared';

export const PROMO_TILES_PROJECTION = `heading, "tiles": tiles[] { _key, heading, body, href, ctaLabel, "image": select(defined(image.asset) => image ${IMAGE_PROJECTION}) }`;
