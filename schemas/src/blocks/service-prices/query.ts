import { z } from 'zod';
import { list, optionalText } from '../shared';

export const SERVICE_PRICES_PROJECTION = `heading, intro, "rows": rows[] { _key, model, interval, price }, bookingHref, disclaimer`;

export const servicePricesContract = z.object({
  heading: optionalText,
  intro: optionalText,
  rows: list(z.object({ _key: z.string(), model: z.string(), interval: z.string(), price: z.number() })),
  bookingHref: z.string().nullish().transform((v) => v || '/pages/book-a-service'),
  disclaimer: optionalText,
});
