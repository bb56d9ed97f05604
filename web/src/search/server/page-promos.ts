import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { promoSlots, type CarType, type PromoSlot } from '@/content/promo-rules';
import { getPromoNodes } from '@/content/promos';
import type { SearchState } from '../refinements';

const CAR_TYPES: readonly string[] = ['new', 'demo', 'used'] satisfies CarType[];
const isCarType = (value: string): value is CarType => CAR_TYPES.includes(value);

/** The promo slots of a search page: the searched car types, else every type the site sells. */
export async function pagePromos(site: SiteConfig, state: SearchState, now: Date): Promise<PromoSlot[]> {
  const searched = (state.lists.car_type ?? []).filter(isCarType);
  const searchTypes = searched.length > 0 ? searched : site.carTypes;
  try {
    return promoSlots(await getPromoNodes(site), { positions: site.search.promoPositions, now, searchTypes });
  } catch (error) {
    // A content failure only costs the promo cards, never the search results.
    console.error('Promo cards could not be loaded', error);
    return [];
  }
}
