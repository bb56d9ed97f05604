import type { SiteConfig } from '@dealer/schemas/content/site';
import { carCardData } from '@/components/vehicle/car-card-data';
import { cardSaveActions } from '@/identity/components/card-save-actions';
import { LazyShopperCarCard } from '@/identity/components/lazy-shopper-car-card';
import type { Vehicle } from '@/vehicles/vehicle';
import { findSimilarVehicles } from '../data/find-similar-vehicles';

/** Streams in after the page (inside Suspense): the search never delays the car itself. */
export async function SimilarVehicles({ site, vehicle }: { site: SiteConfig; vehicle: Vehicle }) {
  const cars = await findSimilarVehicles(site, vehicle);
  if (cars.length === 0) return null;
  const now = new Date();
  return (
    <section aria-labelledby="similar-heading">
      <h2 id="similar-heading" className="text-2xl font-bold">Similar Vehicles</h2>
      <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="similar-vehicles">
        {cars.map((car) => (
          <li key={car.id}><LazyShopperCarCard card={carCardData(car, site, now)} save={cardSaveActions(site, car)} /></li>
        ))}
      </ul>
    </section>
  );
}
