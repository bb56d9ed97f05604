import { z } from 'zod';

/**
 * GROQ projection of an image field: the asset URL works for the Sanity CDN and for the local
 * dataset (whose asset documents carry a local /demo-content URL).
 */
export const IMAGE_PROJECTION = `{ "url": asset->url, alt }`;

/**
 * An image as the projections return it. An image whose asset is missing projects a null URL;
 * it becomes "no image" rather than a broken <img>.
 */
export const projectedImage = z
  .object({ url: z.string().nullish(), alt: z.string().nullish() })
  .nullish()
  .transform((image) => (image?.url ? { url: image.url, alt: image.alt ?? null } : null))
  // Keeps the key optional in the parsed type, as before the transform.
  .optional();

/** Optional text: missing, null and blank all mean "none". */
export const optionalText = z.string().nullish();

export const cta = z.object({
  _key: z.string().optional(),
  label: z.string(),
  href: z.string(),
  variant: z.enum(['primary', 'secondary']).nullish().transform((v) => v ?? 'primary'),
});

/** Arrays in stored content may be missing or null; blocks treat both as empty. */
export const list = <T extends z.ZodType>(item: T) => z.array(item).nullish().transform((v) => v ?? []);

/** The page builder's insert menu groups blocks: content, or fixed features (search, forms, …). */
export type BlockGroup = 'content' | 'fixed';
