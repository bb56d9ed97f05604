import { IMAGE_PROJECTION } from '../shared';

export const HERO_PROJECTION = `heading, subheading, "image": select(defined(image.asset) => image ${IMAGE_PROJECTION}), "ctas": ctas[] { _key, label, href, variant }`;
