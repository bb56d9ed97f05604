import type { SiteConfig } from '@dealer/schemas/content/site';
import type { PromoNode } from '@dealer/schemas/content/promo';
import { promoSlots, type CarType, type PromoSlot } from '@/content/promo-rules';

const CAR_TYPES: readonly string[] = ['new', 'demo', 'used'] satisfies CarType[];
const isCarType = (value: string): value is CarType => CAR_TYPES.includes(value);

/** The promo slots of a search: for the searched car types, else every type the site sells. */
export function searchPromoSlots(nodes: readonly PromoNode[], site: Pick<SiteConfig, 'carTypes' | 'search'>, carTypes: readonly string[], now: Date): PromoSlot[] {
  const searched = carTypes.filter(isCarType);
  return promoSlots(nodes, { positions: site.search.promoPositions, now, searchTypes: searched.length > 0 ? searched : site.carTypes });
}
