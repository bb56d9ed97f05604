import { z } from 'zod';
import { projectedImage } from '../blocks/shared';

/** A model with its manufacturer as DIRECTORY_MODELS_QUERY projects it (SPEC.md 3, Manufacturer and Model). */
export const directoryModel = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  body: z.string().nullish(),
  overrideUrl: z.string().nullish(),
  accessoriesCount: z.number().nullish(),
  image: projectedImage,
  manufacturer: z.object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    logo: projectedImage,
  }),
});
export type DirectoryModel = z.output<typeof directoryModel>;
