import type { SiteTemplate } from '@dealer/schemas/content/site';

/** SPEC 9: the make list shows 7 makes before 'Show all makes'. */
export const MAKES_VISIBLE = 7;

/**
 * SPEC 2 "make (first 7 then Show all makes; other count on one site type)": the dealer group's
 * list is the long one (cars, motorcycles and trucks of many brands), so there the fold states how
 * many cars the makes behind it hold.
 */
export function showsOtherMakesCount(template: SiteTemplate): boolean {
  return template === 'dealerGroup';
}

/** How many of the results are of the makes folded behind 'Show all makes' (each car has one make). */
export function otherMakesCount(items: readonly { count: number }[], visible = MAKES_VISIBLE): number {
  return items.slice(visible).reduce((sum, item) => sum + item.count, 0);
}
