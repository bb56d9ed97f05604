import { z } from 'zod';
import { cta, IMAGE_PROJECTION, list, optionalText, projectedImage } from '../shared';

export const HERO_PROJECTION = `heading, subheading, "image": select(defined(image.asset) => image ${IMAGE_PROJECTION}), "ctas": ctas[] { _key, label, href, variant }`;

export const heroContract = z.object({
  heading: z.string(),
  subheading: optionalText,
  image: projectedImage,
  ctas: list(cta),
});
