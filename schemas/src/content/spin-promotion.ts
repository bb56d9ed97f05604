import { z } from 'zod';
import { list } from '../blocks/shared';

/** A spin-to-win promotion as SPIN_PROMOTION_QUERY returns it: what the server draws a prize from. */
export const spinPromotion = z.object({
  _id: z.string(),
  title: z.string(),
  endsAt: z.string().nullish(),
  terms: z.string().nullish(),
  prizes: list(z.object({ _key: z.string(), label: z.string(), description: z.string().nullish(), weight: z.number().nullish() })),
});
export type SpinPromotion = z.output<typeof spinPromotion>;
