import { z } from 'zod';
import { list, optionalText } from '../shared';

export const FEATURE_BANNER_PROJECTION = `"items": items[] { _key, icon, heading, body, href }`;

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
