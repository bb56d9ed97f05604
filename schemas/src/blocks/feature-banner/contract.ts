import { z } from 'zod';
import { list, optionalText } from '../shared';

const icon = z.enum(['offers', 'service', 'sell', 'finance', 'warranty', 'testDrive']);

export const featureBannerContract = z.object({
  items: list(z.object({
    _key: z.string(),
    heading: z.string(),
    body: optionalText,
    href: z.string(),
    icon: icon.nullish().transform((v) => v ?? 'offers'),
  })),
});
