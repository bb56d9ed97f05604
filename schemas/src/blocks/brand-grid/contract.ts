import { z } from 'zod';
import { optionalText, projectedImage } from '../shared';

const brand = z.object({
  title: z.string(),
  slug: z.string(),
  logo: projectedImage,
  skipPage: z.boolean().nullish(),
  externalUrl: z.string().nullish(),
});

export const brandGridContract = z.object({
  heading: optionalText,
  // A reference to a deleted brand projects to null: drop it rather than fail the block.
  brands: z.array(brand.nullable()).nullish().transform((v) => (v ?? []).filter((b): b is z.infer<typeof brand> => b !== null)),
});
