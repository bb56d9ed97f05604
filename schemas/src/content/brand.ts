import { z } from 'zod';
import { projectedImage } from '../blocks/shared';

/** A brand as BRANDS_QUERY projects it (SPEC 3 Brand entry). A brand without a type is a car brand. */
export const brand = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullish(),
  vehicleType: z.enum(['cars', 'motorcycles', 'trucks', 'caravans']).nullish().transform((v) => v ?? 'cars'),
  skipPage: z.boolean().nullish().transform((v) => v ?? false),
  externalUrl: z.string().nullish(),
  logo: projectedImage,
  banner: projectedImage,
});
export type Brand = z.output<typeof brand>;
