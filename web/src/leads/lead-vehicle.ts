import { vehicleTitle } from '@/domain/vehicle-title';
import { toSlug } from '@/routes/vehicle-links';
import type { Vehicle } from '@/vehicles/vehicle';
import type { EventVehicle } from './lead-events';

/**
 * The car a lead is about, as forms receive it (plain data for client components) and as the
 * server refills the lead's hidden vehicle fields from the tenant's own stock.
 */
export type LeadVehicle = EventVehicle & {
  slug: string;
  title: string;
  status: Vehicle['status'];
  dealership_slug: string;
  dealership_id: number;
  location_slug: string;
  image: string | null;
};

export function toLeadVehicle(vehicle: Vehicle): LeadVehicle {
  return {
    id: vehicle.id,
    slug: vehicle.slug,
    title: vehicleTitle(vehicle),
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    car_type: vehicle.car_type,
    status: vehicle.status,
    tag: vehicle.tag,
    price: vehicle.price,
    stocknum: vehicle.stocknum,
    colour: vehicle.colour,
    body: vehicle.body ?? vehicle.simple_body,
    dealership_slug: vehicle.dealership_slug,
    dealership_id: vehicle.dealership_id,
    location_slug: vehicle.location_slug,
    image: vehicle.images[0]?.thumb.url ?? vehicle.images[0]?.url ?? null,
  };
}

/** SPEC 3 hidden vehicle fields: stock_number, Vehicle Make, Vehicle Model, car_type, car_id, ... */
export function vehicleHiddenFields(vehicle: LeadVehicle): Record<string, string> {
  return {
    car_id: String(vehicle.id),
    stock_number: vehicle.stocknum ?? '',
    'Vehicle Make': vehicle.make,
    'Vehicle Model': vehicle.model,
    car_type: vehicle.car_type,
    vehicle_status: vehicle.status,
    car_year: String(vehicle.year),
    car_description: vehicle.title.slice(0, 300),
    dealership_slug: vehicle.dealership_slug,
    manufacturer_slug: toSlug(vehicle.make),
  };
}
