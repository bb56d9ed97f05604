import { z } from 'zod';

/**
 * A page section as stored: `_type` names the block, `_key` identifies it in the array. Each
 * block's own fields are validated by the block (see the block registry), not here, so an
 * unknown block reaches the renderer and shows its visible fallback.
 */
export const section = z.looseObject({ _type: z.string(), _key: z.string() });
export type Section = z.infer<typeof section>;

export const page = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  seo: z.object({ title: z.string().nullish(), description: z.string().nullish() }).nullish(),
  sections: z.array(section).default([]),
});
export type Page = z.infer<typeof page>;
