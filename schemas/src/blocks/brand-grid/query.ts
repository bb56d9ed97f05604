import { z } from 'zod';
import { IMAGE_PROJECTION, optionalText, projectedImage } from '../shared';

export const BRAND_GRID_PROJECTION = `heading, "brands": brands[]-> { title, "slug": slug.current, "logo": select(defined(logo.asset) => logo ${IMAGE_PROJECTION}), skipPage, externalUrl }`;

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
