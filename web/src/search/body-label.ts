/**
 * SPEC 3 body filter values → the label a shopper reads on a body tile. Values are the index's
 * (camelCase keys like cabChassis); unknown values are shown as they come, first letter raised.
 */
export const BODY_VALUES = [
  '4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'ev', 'hardtop', 'hatch', 'hatchback', 'motorhome',
  'lightTruck', 'peopleMover', 'prestige', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon',
] as const;

const LABELS: Record<string, string> = {
  '4x4': '4x4',
  bus: 'Bus',
  cabChassis: 'Cab Chassis',
  convertible: 'Convertible',
  coupe: 'Coupe',
  ev: 'EV',
  hardtop: 'Hardtop',
  hatch: 'Hatch',
  hatchback: 'Hatchback',
  motorhome: 'Motorhome',
  lightTruck: 'Light Truck',
  peopleMover: 'People Mover',
  prestige: 'Prestige',
  sedan: 'Sedan',
  softtop: 'Softtop',
  suv: 'SUV',
  ute: 'Ute',
  van: 'Van',
  wagon: 'Wagon',
  stationWagon: 'Station Wagon',
};

export function bodyLabel(value: string): string {
  return LABELS[value] ?? (value.charAt(0).toUpperCase() + value.slice(1));
}
