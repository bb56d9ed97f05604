import { z } from 'zod';
import { list, optionalText, projectedImage } from '../shared';

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
