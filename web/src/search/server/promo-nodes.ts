import 'server-only';
import { z } from 'zod';
import { PROMO_NODES_QUERY } from '@dealer/schemas/queries';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { contentPort } from '@/ports/content';

const promoNode = z.object({
  _id: z.string(),
  start: z.string().nullish(),
  expiry: z.string().nullish(),
  position: z.number().nullish(),
  display: z.array(z.string()).nullish(),
  strictDisplay: z.boolean().nullish(),
  node: z.object({
    heading: z.string(),
    body: z.string().nullish(),
    href: z.string(),
    ctaLabel: z.string().nullish(),
    image: z.object({ url: z.string().nullish(), alt: z.string().nullish() }).nullish(),
  }),
});
export type PromoNode = z.infer<typeof promoNode>;

/** The tenant's promo nodes; a content failure only costs the promo cards, never the search. */
export async function getPromoNodes(site: SiteConfig): Promise<PromoNode[]> {
  try {
    const raw = await contentPort().fetch<unknown[]>(PROMO_NODES_QUERY, { siteId: site._id }, { tags: [`site:${site.slug}`] });
    return z.array(promoNode).catch([]).parse(raw);
  } catch (error) {
    console.error('promo nodes failed', error);
    return [];
  }
}
