import { z } from 'zod';
import { stringList } from './common';
import { projectedImage } from '../blocks/shared';

/** A promo card as PROMO_NODES_QUERY projects it (SPEC.md 3, Promo node). */
export const promoNode = z.object({
  _id: z.string(),
  title: z.string(),
  start: z.string(),
  expiry: z.string(),
  position: z.number().int().min(1),
  display: stringList(['new', 'demo', 'used']),
  strictDisplay: z.boolean().nullish().transform((v) => v ?? false),
  node: z.object({
    heading: z.string(),
    body: z.string().nullish(),
    href: z.string(),
    ctaLabel: z.string().nullish(),
    image: projectedImage,
  }),
});
export type PromoNode = z.output<typeof promoNode>;
