import { z } from 'zod';
import { cta, list, optionalText, projectedImage } from '../shared';

export const heroContract = z.object({
  heading: z.string(),
  subheading: optionalText,
  image: projectedImage,
  ctas: list(cta),
});
