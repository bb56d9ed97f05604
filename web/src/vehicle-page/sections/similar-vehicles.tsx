import type { SiteConfig } from '@dealer/schemas/content/site';
import { CarCard } from '@/components/vehicle/car-card';
import { cardSaveSlot } from '@/identity/components/card-shopper-actions';
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
          <li key={car.id}><CarCard car={car} site={site} now={now} save={cardSaveSlot(site, car)} /></li>
        ))}
      </ul>
    </section>
  );
}
