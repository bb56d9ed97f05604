import { z } from 'zod';
import { projectedImage } from '../blocks/shared';

/**
 * Offer categories (SPEC.md 2, 7: the offers search filters on `categories`). The values are
 * stored on documents and in the search index; the titles are what shoppers and editors see.
 */
export const OFFER_CATEGORIES = [
  { value: 'new-car-offers', title: 'New Car Offers' },
  { value: 'used-car-offers', title: 'Used Car Offers' },
  { value: 'service', title: 'Service' },
  { value: 'finance', title: 'Finance' },
  { value: 'accessories', title: 'Accessories' },
] as const;

export type OfferCategory = (typeof OFFER_CATEGORIES)[number]['value'];

const categoryValues = OFFER_CATEGORIES.map((category) => category.value) as [OfferCategory, ...OfferCategory[]];

/** Title of a category value; unknown values (old documents) show as written. */
export function offerCategoryTitle(value: string): string {
  return OFFER_CATEGORIES.find((category) => category.value === value)?.title ?? value;
}

/** An offer as OFFERS_QUERY projects it. Unknown categories are dropped rather than failing the offer. */
export const offer = z.object({
  _id: z.string(),
  title: z.string(),
  siteSlug: z.string(),
  categories: z.array(z.string()).nullish().transform((values) => (values ?? []).filter((v): v is OfferCategory => (categoryValues as string[]).includes(v))),
  summary: z.string().nullish(),
  price: z.number().nullish(),
  priceLabel: z.string().nullish(),
  validFrom: z.string(),
  validUntil: z.string().nullish(),
  image: projectedImage,
  terms: z.string().nullish(),
  href: z.string().nullish(),
  model: z.object({ name: z.string(), slug: z.string().nullish(), manufacturer: z.string().nullish() }).nullish(),
});
export type Offer = z.output<typeof offer>;
