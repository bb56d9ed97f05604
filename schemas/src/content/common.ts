import { z } from 'zod';
import { list, projectedImage } from '../blocks/shared';

/** A Sanity reference as it appears in an NDJSON export or the Content Lake. */
export const reference = z.object({ _ref: z.string(), _type: z.literal('reference').optional() });

/** A Sanity slug field. */
export const slug = z.object({ current: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/) });

/**
 * An image as projected by the GROQ queries: `{ "url": asset->url, alt }`. A missing asset
 * projects a null URL and parses to null (no image) rather than a broken <img>.
 */
export { list, projectedImage };
export type ProjectedImage = NonNullable<z.output<typeof projectedImage>>;

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

/**
 * A list of strings restricted to `values`. Sanity types string arrays with a fixed list as
 * plain `string[]`, so the contract accepts strings and checks the values at run time.
 */
export const stringList = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.string()).nullish().transform((v) => v ?? []).pipe(z.array(z.enum(values)));
