import type { SiteConfig } from '@dealer/schemas/content/site';
import { isAvailable, type VehicleStatus } from '@/domain/vehicle-availability';
import { vehicleTitle, type TitledVehicle } from '@/domain/vehicle-title';
import { CompareToggle } from '../device/compare-toggle';
import type { Favourite } from '../device/device-records';
import { FavouriteToggle } from '../device/favourite-toggle';
import { canShortlist } from '../rules/shortlist-eligibility';
import { WatchlistSaveButton } from './watchlist-save-button';

export type CardCar = TitledVehicle & { id: number; slug: string; status: VehicleStatus; car_type: string; price: number | null; photos_count: number; primary_image_url?: string | null };

/** Which of a card's shopper buttons show (cardSaveActions); `sold` hides Save unless already saved. */
export type CardSaveActions = { compare: boolean; favourite: boolean; watchlist: boolean; sold: boolean };

/**
 * What a shopper can do with a car from its card, over the photo's corner: save it to the
 * watchlist (sites with a watchlist; a sold car only if already saved), and compare or favourite
 * it (SPEC 4: when the site has the feature and the car meets the site's condition). Null: none.
 */
export function cardSaveActions(site: Pick<SiteConfig, 'features'>, car: CardCar): CardSaveActions | null {
  const shortlist = canShortlist(site.features.shortlistCondition, { status: car.status, car_type: car.car_type, price: car.price, imageCount: car.photos_count });
  const actions = { compare: site.features.compare && shortlist, favourite: site.features.favourites && shortlist, watchlist: site.features.watchlist, sold: !isAvailable(car.status) };
  return actions.compare || actions.favourite || actions.watchlist ? actions : null;
}

/** The buttons cardSaveActions chose, for the car a favourite would record. */
export function CardSaveButtons({ actions, car }: { actions: CardSaveActions; car: Favourite }) {
  return (
    <div className="flex gap-1">
      {actions.compare && <CompareToggle car={{ id: car.id, name: car.name }} compact />}
      {actions.favourite && <FavouriteToggle favourite={car} compact />}
      {actions.watchlist && <WatchlistSaveButton carId={car.id} sold={actions.sold} compact />}
    </div>
  );
}

/** A card's shopper buttons (cardSaveActions) as the card's `save` slot; undefined when none show. */
export function cardSaveSlot(site: Pick<SiteConfig, 'features'>, car: CardCar) {
  const actions = cardSaveActions(site, car);
  if (!actions) return undefined;
  const favourite = { id: car.id, name: vehicleTitle(car), slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primary_image_url ?? null };
  return <CardSaveButtons actions={actions} car={favourite} />;
}
