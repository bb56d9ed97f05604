import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { getPromoNodes, type PromoNode } from '@/content/promos';

/** The site's promo cards for its search pages; the browser picks the slots per search. */
export async function searchPromoNodes(site: SiteConfig): Promise<PromoNode[]> {
  try {
    return await getPromoNodes(site);
  } catch (error) {
    // A content failure only costs the promo cards, never the search results.
    console.error('Promo cards could not be loaded', error);
    return [];
  }
}
