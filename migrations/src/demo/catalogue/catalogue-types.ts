import type { ArtBody } from '../artwork/art-types';

export type ItemType = 'car' | 'motorcycle' | 'truck' | 'caravan';
export type SimpleFuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Plug-in Hybrid' | 'Electric';
export type SimpleDrive = '4x4' | 'AWD' | 'FWD' | 'RWD';

export type Badge = {
  name: string;
  /** Recommended drive-away price new, in AUD. */
  price: number;
  fuel?: SimpleFuel;
  drive?: SimpleDrive;
  trans?: string;
};

/**
 * One model line as a dealer's stock feed would describe it. Figures are realistic for the
 * Australian market; they feed the variant specs the vehicle page shows.
 */
export type CatalogueModel = {
  make: string;
  model: string;
  itemType: ItemType;
  /** The spec's body filter value (suv, ute, hatch, cabChassis, ...), or a bike/caravan style. */
  body: string;
  simpleBody: string;
  art: ArtBody;
  bodyConfiguration: string;
  series: string;
  firstYear: number;
  lastYear: number | null;
  fuel: SimpleFuel | null;
  drive: SimpleDrive | null;
  trans: string | null;
  seats: number | null;
  doors: number | null;
  cylinders: number | null;
  cc: number | null;
  induction: string | null;
  torque: string | null;
  consumption: number | null;
  tank: number | null;
  towing: number | null;
  gvm: number | null;
  /** Length, height, width in mm. */
  dims: readonly [number, number, number] | null;
  ancap: number | null;
  badges: readonly Badge[];
  /** Relative share of this model in a used-car yard. */
  popularity: number;
  /** Resale strength: 1 is average, above 1 holds value better (LandCruiser, HiLux). */
  retention: number;
  caravan?: { length: number; width: number; tare: number; atm: number; axle: 'Single' | 'Tandem'; sleeps: number };
};

type Defaults = Omit<CatalogueModel, 'make' | 'model' | 'badges'>;

const carDefaults: Defaults = {
  itemType: 'car', body: 'suv', simpleBody: 'SUV', art: 'suv', bodyConfiguration: 'Wagon', series: '',
  firstYear: 2015, lastYear: null, fuel: 'Petrol', drive: 'FWD', trans: '8 Speed Automatic', seats: 5, doors: 4,
  cylinders: 4, cc: 1998, induction: 'Aspirated', torque: '200Nm', consumption: 7.2, tank: 55, towing: 1500,
  gvm: 2100, dims: [4500, 1650, 1840], ancap: 5, popularity: 1, retention: 1,
};

const bodyDefaults: Record<string, Partial<Defaults>> = {
  suv: { body: 'suv', simpleBody: 'SUV', art: 'suv', bodyConfiguration: 'Wagon' },
  ute: { body: 'ute', simpleBody: 'Ute', art: 'ute', bodyConfiguration: 'Double Cab Pick Up', fuel: 'Diesel', drive: '4x4' },
  cabChassis: { body: 'cabChassis', simpleBody: 'Cab Chassis', art: 'cab-chassis', bodyConfiguration: 'Single Cab Chassis', fuel: 'Diesel', drive: '4x4', seats: 2, doors: 2 },
  hatch: { body: 'hatch', simpleBody: 'Hatch', art: 'hatch', bodyConfiguration: 'Hatchback', seats: 5, doors: 5 },
  sedan: { body: 'sedan', simpleBody: 'Sedan', art: 'sedan', bodyConfiguration: 'Sedan' },
  wagon: { body: 'wagon', simpleBody: 'Wagon', art: 'wagon', bodyConfiguration: 'Wagon' },
  van: { body: 'van', simpleBody: 'Van', art: 'van', bodyConfiguration: 'Van', seats: 3, doors: 4, fuel: 'Diesel', drive: 'RWD' },
  peopleMover: { body: 'peopleMover', simpleBody: 'People Mover', art: 'people-mover', bodyConfiguration: 'Wagon', seats: 8, doors: 5 },
  coupe: { body: 'coupe', simpleBody: 'Coupe', art: 'coupe', bodyConfiguration: 'Coupe', seats: 4, doors: 2, drive: 'RWD' },
  convertible: { body: 'convertible', simpleBody: 'Convertible', art: 'convertible', bodyConfiguration: 'Roadster', seats: 2, doors: 2, drive: 'RWD' },
};

/** Declares a car with defaults for its body, so the catalogue reads like a price list. */
export function car(make: string, model: string, body: keyof typeof bodyDefaults, spec: Partial<Defaults>, badges: readonly Badge[]): CatalogueModel {
  return { ...carDefaults, ...bodyDefaults[body], ...spec, make, model, badges };
}

/** Shorthand for a badge list: [name, price] or [name, price, overrides]. */
export function badges(...list: ([string, number] | [string, number, Omit<Badge, 'name' | 'price'>])[]): Badge[] {
  return list.map(([name, price, extra]) => ({ name, price, ...extra }));
}
