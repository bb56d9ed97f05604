import { bodyLabel } from '@/search/body-label';
import type { Vehicle } from '@/vehicles/vehicle';

/** The vehicle type as shoppers read it: 'Car', 'Motorcycle', 'Truck', 'Caravan'. */
export const ITEM_LABEL: Record<Vehicle['item_type'], string> = { car: 'Car', motorcycle: 'Motorcycle', truck: 'Truck', caravan: 'Caravan' };

export const itemLabel = (vehicle: Pick<Vehicle, 'item_type'>) => ITEM_LABEL[vehicle.item_type];

/** The body as shoppers read it ('hatch' → 'Hatch', 'cabChassis' → 'Cab Chassis'); null when the feed has none. */
export function bodyText(vehicle: Pick<Vehicle, 'body' | 'simple_body'>): string | null {
  const body = (vehicle.body ?? vehicle.simple_body)?.trim();
  return body && body !== 'null' ? bodyLabel(body) : null;
}

/** Variant (Redbook-style) field labels for "All Specifications" (SPEC 3 "Variant fields"). */
export const VARIANT_LABELS: Record<string, string> = {
  cylinders: 'Cylinders',
  enginesize: 'Engine Size (cc)',
  enginesize_litres: 'Engine Size (L)',
  induction: 'Induction',
  fuelconsumptioncombined: 'Fuel Consumption Combined (L/100km)',
  fuelcapacity: 'Fuel Capacity (L)',
  grossvehiclemass: 'Gross Vehicle Mass (kg)',
  vehiclelength: 'Length (mm)',
  vehicleheight: 'Height (mm)',
  vehiclewidth: 'Width (mm)',
  towingcapacitybraked: 'Towing Capacity Braked (kg)',
  torque: 'Torque (Nm)',
  bodyconfiguration: 'Body Configuration',
  ancaprating: 'ANCAP Rating',
  geartype: 'Gear Type',
};
