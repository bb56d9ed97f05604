import type { SiteConfig } from '@dealer/schemas/content/site';
import { vehicleTitle } from '@/domain/vehicle-title';
import { CompareToggle } from '../device/compare-toggle';
import type { Favourite } from '../device/device-records';
import { FavouriteToggle } from '../device/favourite-toggle';
import { cardSaveActions, type CardCar, type CardSaveActions } from './card-save-actions';
import { WatchlistSaveButton } from './watchlist-save-button';

export { cardSaveActions, type CardCar, type CardSaveActions } from './card-save-actions';

/** The buttons cardSaveActions chose, for the car a favourite would record; the card's corner lays them out in a row. */
export function CardSaveButtons({ actions, car }: { actions: CardSaveActions; car: Favourite }) {
  return (
    <>
      {actions.compare && <CompareToggle car={{ id: car.id, name: car.name }} compact />}
      {actions.favourite && <FavouriteToggle favourite={car} compact />}
      {actions.watchlist && <WatchlistSaveButton carId={car.id} sold={actions.sold === true} compact />}
    </>
  );
}

/** A card's shopper buttons (cardSaveActions) as the card's `save` slot; undefined when none show. */
export function cardSaveSlot(site: Pick<SiteConfig, 'features'>, car: CardCar) {
  const actions = cardSaveActions(site, car);
  if (!actions) return undefined;
  const favourite = { id: car.id, name: vehicleTitle(car), slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primary_image_url ?? null };
  return <CardSaveButtons actions={actions} car={favourite} />;
}
