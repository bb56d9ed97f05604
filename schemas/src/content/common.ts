import { z } from 'zod';

/** A Sanity reference as it appears in an NDJSON export or the Content Lake. */
export const reference = z.object({ _ref: z.string(), _type: z.literal('reference').optional() });

/** A Sanity slug field. */
export const slug = z.object({ current: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/) });

/** An image as projected by the GROQ queries: `{ "url": asset->url, alt }`. */
export const projectedImage = z.object({ url: z.string(), alt: z.string().nullish() });
export type ProjectedImage = z.infer<typeof projectedImage>;

export const link = z.object({ label: z.string(), href: z.string() });
export type Link = z.infer<typeof link>;

export const australianState = z.enum(['QLD', 'NSW', 'VIC', 'ACT', 'TAS', 'SA', 'WA', 'NT']);

export const address = z.object({
  street: z.string(),
  city: z.string(),
  state: australianState,
  postcode: z.string().regex(/^\d{4}$/),
  lat: z.number().optional(),
  long: z.number().optional(),
  placeUrl: z.string().optional(),
});
export type Address = z.infer<typeof address>;
