import type { SiteConfig } from '@dealer/schemas/content/site';
import { isAvailable, type VehicleStatus } from '@/domain/vehicle-availability';
import { vehicleTitle, type TitledVehicle } from '@/domain/vehicle-title';
import { CompareToggle } from '../device/compare-toggle';
import { FavouriteToggle } from '../device/favourite-toggle';
import { canShortlist } from '../rules/shortlist-eligibility';
import { WatchlistSaveButton } from './watchlist-save-button';

export type CardCar = TitledVehicle & { id: number; slug: string; status: VehicleStatus; car_type: string; price: number | null; photos_count: number; primary_image_url?: string | null };

/**
 * What a shopper can do with a car from its card, over the photo's corner: save it to the
 * watchlist (sites with a watchlist; a sold car only if already saved), and compare or favourite
 * it (SPEC 4: when the site has the feature and the car meets the site's condition).
 */
export function cardSaveSlot(site: Pick<SiteConfig, 'features'>, car: CardCar) {
  const name = vehicleTitle(car);
  const inStock = isAvailable(car.status);
  const shortlist = canShortlist(site.features.shortlistCondition, { status: car.status, car_type: car.car_type, price: car.price, imageCount: car.photos_count });
  const compare = site.features.compare && shortlist;
  const favourite = site.features.favourites && shortlist;
  if (!site.features.watchlist && !compare && !favourite) return undefined;
  return (
    <div className="flex gap-1">
      {compare && <CompareToggle car={{ id: car.id, name }} compact />}
      {favourite && <FavouriteToggle favourite={{ id: car.id, name, slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primary_image_url ?? null }} compact />}
      {site.features.watchlist && <WatchlistSaveButton carId={car.id} sold={!inStock} compact />}
    </div>
  );
}
