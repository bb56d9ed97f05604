import type { SiteConfig } from '@dealer/schemas/content/site';
import { isAvailable, type VehicleStatus } from '@/domain/vehicle-availability';
import type { TitledVehicle } from '@/domain/vehicle-title';
import { canShortlist } from '../rules/shortlist-eligibility';

// Apart from the buttons (card-shopper-actions.tsx): a server component that imports a client
// component's module puts its code in the page's first load, whether it renders it or not.

export type CardCar = TitledVehicle & { id: number; slug: string; status: VehicleStatus; car_type: string; price: number | null; photos_count: number; primary_image_url?: string | null };

/**
 * Which of a card's shopper buttons show (cardSaveActions); `sold` hides Save unless already saved.
 * Only what holds is set: a page sends this with each of a dozen cards.
 */
export type CardSaveActions = { compare?: true; favourite?: true; watchlist?: true; sold?: true };

/**
 * What a shopper can do with a car from its card, over the photo's corner: save it to the
 * watchlist (sites with a watchlist; a sold car only if already saved), and compare or favourite
 * it (SPEC 4: when the site has the feature and the car meets the site's condition). Null: none.
 */
export function cardSaveActions(site: Pick<SiteConfig, 'features'>, car: CardCar): CardSaveActions | null {
  const shortlist = canShortlist(site.features.shortlistCondition, { status: car.status, car_type: car.car_type, price: car.price, imageCount: car.photos_count });
  const flags = { compare: site.features.compare && shortlist, favourite: site.features.favourites && shortlist, watchlist: site.features.watchlist, sold: !isAvailable(car.status) };
  if (!flags.compare && !flags.favourite && !flags.watchlist) return null;
  return Object.fromEntries(Object.entries(flags).filter(([, holds]) => holds).map(([flag]) => [flag, true])) as CardSaveActions;
}
