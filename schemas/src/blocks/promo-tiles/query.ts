import { z } from 'zod';
import { IMAGE_PROJECTION, list, optionalText, projectedImage } from '../shared';

export const PROMO_TILES_PROJECTION = `heading, "tiles": tiles[] { _key, heading, body, href, ctaLabel, "image": select(defined(image.asset) => image ${IMAGE_PROJECTION}) }`;

export const promoTilesContract = z.object({
  heading: optionalText,
  tiles: list(z.object({
    _key: z.string(),
    heading: z.string(),
    body: optionalText,
    href: z.string(),
    ctaLabel: optionalText,
    image: projectedImage,
  })),
});
