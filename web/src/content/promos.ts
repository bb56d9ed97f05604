import { cache } from 'react';
import { promoNode, type PromoNode } from '@dealer/schemas/content/promo';
import { PROMO_NODES_QUERY } from '@dealer/schemas/queries';
import { siteTag } from '@/server/cache/cache-tags';
import { fetchContent } from './fetch-content';
import type { SiteConfig } from './site';

export type { PromoNode };

/** Every promo card of the site; `promo-rules.ts` decides which show where. */
export const getPromoNodes = cache(async (site: SiteConfig): Promise<PromoNode[]> => {
  const raw = await fetchContent<unknown[]>(PROMO_NODES_QUERY, { siteId: site._id }, [siteTag(site.slug), `promos:${site.slug}`]);
  return promoNode.array().parse(raw);
});
