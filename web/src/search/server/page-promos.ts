import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { promoSlots, type PromoSlot } from '../promo-slots';
import type { SearchState } from '../refinements';
import { getPromoNodes, type PromoNode } from './promo-nodes';

/** The promo slots of a search page: the searched car types, else every type the site sells. */
export async function pagePromos(site: SiteConfig, state: SearchState, now: Date): Promise<Array<PromoSlot<PromoNode>>> {
  const carTypes = state.lists.car_type?.length ? state.lists.car_type : site.carTypes;
  return promoSlots(await getPromoNodes(site), site.search.promoPositions, carTypes, now);
}
