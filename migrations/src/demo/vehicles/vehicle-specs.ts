import type { Badge, CatalogueModel, SimpleDrive, SimpleFuel } from '../catalogue/catalogue-types';

const fuelLabels: Record<SimpleFuel, string> = {
  Petrol: 'Unleaded Petrol',
  Diesel: 'Diesel',
  Hybrid: 'Hybrid Petrol/Electric',
  'Plug-in Hybrid': 'Plug-in Hybrid Petrol/Electric',
  Electric: 'Electric',
};

const driveLabels: Record<SimpleDrive, string> = {
  '4x4': 'Four Wheel Drive',
  AWD: 'All Wheel Drive',
  FWD: 'Front Wheel Drive',
  RWD: 'Rear Wheel Drive',
};

const premiumMakes = new Set(['Mercedes-Benz', 'BMW', 'Audi', 'Volkswagen', 'Subaru', 'Skoda']);

/** Two-pedal gearboxes count as automatic, including automated manuals. */
export function simpleTransmission(trans: string | null): 'Automatic' | 'Manual' | null {
  if (!trans) return null;
  return /Automat|CVT|Reduction|Dual Clutch/.test(trans) ? 'Automatic' : 'Manual';
}

export type DrivetrainFields = {
  fuel: string | null; simple_fuel: string | null; drive: string | null; simple_drive: string | null;
  trans: string | null; simple_transmission: string | null; gearnum: number | null;
  engine_size: number | null; engine_size_litres: number | null;
};

export function drivetrain(model: CatalogueModel, badge: Badge): DrivetrainFields {
  const simpleFuel = badge.fuel ?? model.fuel;
  const simpleDrive = badge.drive ?? model.drive;
  const trans = badge.trans ?? model.trans;
  const electric = simpleFuel === 'Electric';
  const premiumFuel = simpleFuel === 'Petrol' && (premiumMakes.has(model.make) || model.body === 'coupe');
  const gears = trans ? /^(\d+) Speed/.exec(trans)?.[1] : undefined;
  const cc = electric ? null : model.cc;
  return {
    fuel: simpleFuel ? (premiumFuel ? 'Premium Unleaded Petrol' : fuelLabels[simpleFuel]) : null,
    simple_fuel: simpleFuel,
    drive: simpleDrive ? driveLabels[simpleDrive] : model.itemType === 'motorcycle' ? 'Chain' : null,
    simple_drive: simpleDrive,
    trans,
    simple_transmission: simpleTransmission(trans),
    gearnum: gears ? Number(gears) : null,
    engine_size: cc,
    engine_size_litres: cc === null ? null : Math.round(cc / 100) / 10,
  };
}

/** The variant (Redbook-style) specification block the vehicle page lists. */
export function variantSpecs(model: CatalogueModel, badge: Badge, fields: DrivetrainFields): Record<string, string | number | null> | null {
  if (model.itemType === 'caravan') return null;
  const electric = fields.simple_fuel === 'Electric';
  const hybrid = fields.simple_fuel === 'Hybrid' || fields.simple_fuel === 'Plug-in Hybrid';
  const consumption = electric || model.consumption === null ? null : hybrid && model.fuel !== 'Hybrid' ? Math.round(model.consumption * 0.7 * 10) / 10 : model.consumption;
  return {
    cylinders: electric ? null : model.cylinders,
    enginesize: fields.engine_size,
    enginesize_litres: fields.engine_size_litres,
    induction: electric ? null : model.induction,
    fuelconsumptioncombined: consumption,
    fuelcapacity: electric ? null : model.tank,
    grossvehiclemass: model.gvm,
    vehiclelength: model.dims?.[0] ?? null,
    vehicleheight: model.dims?.[1] ?? null,
    vehiclewidth: model.dims?.[2] ?? null,
    towingcapacitybraked: model.towing,
    torque: model.torque,
    bodyconfiguration: model.bodyConfiguration,
    ancaprating: model.ancap,
    geartype: fields.simple_transmission,
    badge: badge.name,
  };
}

/** Caravan specifications; lengths and widths in feet as caravans are sold, masses in kg. */
export function caravanSpecs(model: CatalogueModel): Record<string, string | number | null> | null {
  if (!model.caravan) return null;
  return {
    body_length: model.caravan.length,
    body_width: model.caravan.width,
    tare_weight: model.caravan.tare,
    aggregate_trailer_mass: model.caravan.atm,
    axle_type: model.caravan.axle,
    sleeps: model.caravan.sleeps,
  };
}
