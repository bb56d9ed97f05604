'use client';

import { useDeviceList } from './device-list';
import { viewedCars } from './device-records';

/**
 * "Recently viewed": the cars this device opened lately, other than the one on screen; on vehicle
 * pages, the home page and stock search. Nothing at all (not even spacing) until there is one.
 */
export function RecentlyViewed({ exceptId, className }: { exceptId?: number; className?: string }) {
  const cars = useDeviceList(viewedCars).filter((c) => c.id !== exceptId).slice(0, 6);
  if (cars.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" data-testid="recently-viewed" className={className}>
      <h2 id="recently-viewed-heading" className="text-2xl font-bold">Recently Viewed</h2>
      <ul className="mt-4 flex gap-4 overflow-x-auto pb-2">
        {cars.map((car) => (
          <li key={car.id} className="w-48 shrink-0">
            <a href={`/cars/${encodeURIComponent(car.slug)}`} className="block rounded-lg border border-neutral-200 bg-white hover:shadow">
              {car.image ? (
                // A thumbnail the vehicle page already loaded.
                // eslint-disable-next-line @next/next/no-img-element
                <img src={car.image} alt="" width={192} height={144} className="h-36 w-48 rounded-t-lg object-cover" loading="lazy" />
              ) : <span className="block h-36 w-48 rounded-t-lg bg-neutral-100" />}
              <span className="block p-2 text-sm font-semibold">{car.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
