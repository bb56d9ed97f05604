import type { SpecRow } from '@/domain/spec-rows';
import { feetAndMetres, kilograms } from '@/domain/caravan-units';
import { regoText } from '@/domain/rego-text';
import { conditionLabel } from '@/domain/vehicle-title';
import { formatKm } from '@/lib/format';
import { DEFAULT_TIME_ZONE, formatDateInZone } from '@/lib/time-zone';
import type { Vehicle } from '@/vehicles/vehicle';
import { bodyText, VARIANT_LABELS } from './vehicle-labels';

const monthYear = (date: Date | null, zone: string) => (date ? formatDateInZone(new Date(date), zone, { month: 'long', year: 'numeric' }) : null);

/** The key-information grid (first 4 shown): what shoppers compare first. */
/** `zone`: the site's own time zone (lib/time-zone.ts siteTimeZone), for the dates shown. */
export function keyInformationRows(vehicle: Vehicle, now: Date, showUnregistered: boolean, zone: string = DEFAULT_TIME_ZONE): SpecRow[] {
  return [
    { label: 'Condition', value: conditionLabel(vehicle.car_type) },
    { label: 'Odometer', value: formatKm(vehicle.km) },
    { label: 'Transmission', value: vehicle.trans ?? vehicle.simple_transmission },
    { label: 'Fuel', value: vehicle.fuel ?? vehicle.simple_fuel },
    { label: 'Body', value: bodyText(vehicle) },
    { label: 'Drive', value: vehicle.drive ?? vehicle.simple_drive },
    { label: 'Engine', value: vehicle.engine_size_litres ? `${vehicle.engine_size_litres} L` : null },
    { label: 'Colour', value: vehicle.colour },
    { label: 'Seats', value: vehicle.seats },
    { label: 'Stock No.', value: vehicle.stocknum },
    { label: 'Rego', value: vehicle.regplate },
    { label: 'Rego Expiry', value: regoText(vehicle.rego_expiry, now, showUnregistered, zone) },
  ];
}

/** The '{vehicle type} Details' card. */
export function detailRows(vehicle: Vehicle, zone: string = DEFAULT_TIME_ZONE): SpecRow[] {
  return [
    { label: 'Year', value: vehicle.year },
    { label: 'Make', value: vehicle.make },
    { label: 'Model', value: vehicle.model },
    { label: 'Badge', value: vehicle.badge },
    { label: 'Series', value: vehicle.series },
    { label: 'Body', value: bodyText(vehicle) },
    { label: 'Colour', value: vehicle.colour },
    { label: 'Interior Colour', value: vehicle.interior_colour },
    { label: 'Transmission', value: vehicle.trans ?? vehicle.simple_transmission },
    { label: 'Gears', value: vehicle.gearnum },
    { label: 'Drive', value: vehicle.drive ?? vehicle.simple_drive },
    { label: 'Fuel', value: vehicle.fuel ?? vehicle.simple_fuel },
    { label: 'Engine Size', value: vehicle.engine_size ? `${vehicle.engine_size} cc` : null },
    { label: 'Seats', value: vehicle.seats },
    { label: 'Doors', value: vehicle.doors },
    { label: 'VIN', value: vehicle.vin },
    { label: 'Stock No.', value: vehicle.stocknum },
    { label: 'Build Date', value: monthYear(vehicle.build_date, zone) },
    { label: 'Compliance Date', value: monthYear(vehicle.compliance_date, zone) },
  ];
}

export function variantRows(vehicle: Vehicle): SpecRow[] {
  const variant = vehicle.variant ?? {};
  return Object.entries(VARIANT_LABELS).map(([key, label]) => ({ label, value: variant[key] ?? null }));
}

/** SPEC 3: caravan lengths and widths in ft and m; masses in kg. */
export function caravanRows(vehicle: Vehicle): SpecRow[] {
  const specs = vehicle.caravan_specs;
  if (!specs) return [];
  return [
    { label: 'Body Length', value: feetAndMetres(specs.body_length) },
    { label: 'Body Width', value: feetAndMetres(specs.body_width) },
    { label: 'Tare Weight', value: kilograms(specs.tare_weight) },
    { label: 'Aggregate Trailer Mass', value: kilograms(specs.aggregate_trailer_mass) },
    { label: 'Axle Type', value: specs.axle_type },
    { label: 'Sleeps', value: specs.sleeps },
  ];
}
