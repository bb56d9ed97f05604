import { demo } from './demo-dataset';
import { findCar } from './vehicle-finder';

type DemoVehicle = ReturnType<typeof demo>['vehicles'][number];

/**
 * The first demo vehicle matching `wanted` that its tenant's search lists (shown, not hidden by a
 * dealership setting or the sold window), with the slug the site links it by.
 */
export async function listedDemoCar(wanted: (vehicle: DemoVehicle) => boolean): Promise<{ vehicle: DemoVehicle; slug: string } | null> {
  for (const vehicle of demo().vehicles.filter((v) => v.show_on_dealer_website && wanted(v))) {
    const car = await findCar(vehicle.site_slug, `id = ${vehicle.id}`);
    if (car) return { vehicle, slug: car.slug };
  }
  return null;
}
